// The shop's line icons as data (24×24, stroked): one drawing per name for both faces, so a face's
// icon set is a list of names, not a second copy of the paths.
type Shape =
  | { d: string }
  | { cx: number; cy: number; r: number }
  | { x: number; y: number; width: number; height: number; rx: number };

export const LINE_ICON_SHAPES = {
  search: [{ cx: 11, cy: 11, r: 7 }, { d: 'm20 20-3.5-3.5' }],
  cart: [
    { d: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20.5 8H6.2' },
    { cx: 9.5, cy: 19.5, r: 1.3 },
    { cx: 17, cy: 19.5, r: 1.3 },
  ],
  message: [{ d: 'M4 5h16v11H9l-5 4z' }, { d: 'M8 10h8M8 13h5' }],
  user: [{ cx: 12, cy: 8, r: 4 }, { d: 'M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6' }],
  service: [
    { d: 'M4 14v-2a8 8 0 0 1 16 0v2' },
    { x: 3, y: 13, width: 4, height: 6, rx: 1.5 },
    { x: 17, y: 13, width: 4, height: 6, rx: 1.5 },
    { d: 'M19 19c0 1.5-2 2.5-5 2.5' },
  ],
  arrowUp: [{ d: 'M12 19V5M5 12l7-7 7 7' }],
  chevronDown: [{ d: 'm6 9 6 6 6-6' }],
  phone: [{ x: 6, y: 2.5, width: 12, height: 19, rx: 2.5 }, { d: 'M10.5 18.5h3' }],
  logout: [{ d: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10' }],
  clock: [{ cx: 12, cy: 12, r: 8 }, { d: 'M12 8v4l3 2' }],
  trash: [{ d: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13' }],
  home: [{ d: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' }],
  category: [
    { x: 3.5, y: 3.5, width: 7, height: 7, rx: 1.5 },
    { x: 13.5, y: 3.5, width: 7, height: 7, rx: 1.5 },
    { x: 3.5, y: 13.5, width: 7, height: 7, rx: 1.5 },
    { x: 13.5, y: 13.5, width: 7, height: 7, rx: 1.5 },
  ],
  back: [{ d: 'M15 5 8 12l7 7' }],
  close: [{ d: 'M6 6l12 12M18 6 6 18' }],
} as const satisfies Record<string, readonly Shape[]>;

export type LineIconName = keyof typeof LINE_ICON_SHAPES;
