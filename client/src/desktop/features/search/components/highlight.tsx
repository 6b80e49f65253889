// The search keyword marked inside a result's text. Text is split and rendered as React text
// nodes, so user-provided text is always escaped (never injected as HTML).
import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Pieces of `text`, marking every case-insensitive occurrence of `keyword`. */
export function splitHighlight(text: string, keyword: string): Array<{ text: string; match: boolean }> {
  const word = keyword.trim();
  if (!word) return [{ text, match: false }];
  const pattern = new RegExp(`(${escapeRegExp(word)})`, 'gi');
  return text
    .split(pattern)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, match: piece.toLowerCase() === word.toLowerCase() }));
}

export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {splitHighlight(text, keyword).map((piece, index) =>
        piece.match ? <mark key={index}>{piece.text}</mark> : <Fragment key={index}>{piece.text}</Fragment>,
      )}
    </>
  );
}
