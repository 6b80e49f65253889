// One line icon, inline so it costs no request. Decorative: the text or aria-label beside it names
// the control.
import type { SVGProps } from 'react';
import { LINE_ICON_SHAPES, type LineIconName } from './line-icon-shapes';

export type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & { size?: number };

export function LineIcon({ name, size = 24, ...rest }: LineIconProps & { name: LineIconName }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...rest}
    >
      {LINE_ICON_SHAPES[name].map((shape, i) =>
        'd' in shape ? (
          <path key={i} {...shape} />
        ) : 'r' in shape ? (
          <circle key={i} {...shape} />
        ) : (
          <rect key={i} {...shape} />
        ),
      )}
    </svg>
  );
}
