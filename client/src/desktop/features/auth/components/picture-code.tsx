// A picture code drawn by the client: 4 characters as an SVG with rotated glyphs and noise lines.
// The catalogue has no captcha endpoint (the mock's imageSendSMS only checks the code's format), so the
// client keeps the answer and refuses a mismatch itself before imageSendSMS is called.
import { useMemo } from 'react';

// No 0/O, 1/I/L: characters people confuse on a noisy picture.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newPictureCode(random: () => number = Math.random): string {
  return Array.from({ length: 4 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
}

export const pictureCodeMatches = (typed: string, code: string) => typed.trim().toUpperCase() === code;

interface PictureCodeProps {
  code: string;
  onRefresh: () => void;
}

export function PictureCode({ code, onRefresh }: PictureCodeProps) {
  const { glyphs, lines } = useMemo(() => {
    const glyphs = code
      .split('')
      .map((ch, i) => ({ ch, x: 14 + i * 22, y: 28, rotate: Math.round(Math.random() * 50 - 25) }));
    const lines = Array.from({ length: 5 }, () =>
      [0, 1, 2, 3].map((i) => Math.round(Math.random() * (i % 2 ? 40 : 100))),
    );
    return { glyphs, lines };
  }, [code]);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <svg
        width={100}
        height={40}
        viewBox="0 0 100 40"
        role="img"
        aria-label="图形验证码图片，看不清可换一张"
        data-testid="picture-code"
        style={{ background: '#f2f3f5', borderRadius: 4 }}
      >
        {lines.map(([x1, y1, x2, y2], i) => (
          <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#9aa0a6" strokeWidth={1} />
        ))}
        {glyphs.map((g, i) => (
          <text
            key={i}
            x={g.x}
            y={g.y}
            fontSize={22}
            fontWeight={700}
            fill="#333"
            transform={`rotate(${g.rotate} ${g.x + 6} ${g.y - 8})`}
          >
            {g.ch}
          </text>
        ))}
      </svg>
      <button
        type="button"
        onClick={onRefresh}
        style={{ background: 'none', border: 0, color: '#1a5fb4', cursor: 'pointer' }}
      >
        换一张
      </button>
    </span>
  );
}
