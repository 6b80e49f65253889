// The frame of 我的's line icons (26 px, thin strokes); decorative: the label beside each names it.
import type { ReactNode } from 'react';

export const lineSvg = (children: ReactNode) => (
  <svg
    width="26"
    height="26"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);
