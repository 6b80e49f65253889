/** What either face's Price shows: fen (integers), and a struck-through original when higher. */
export interface PriceProps {
  fen: number;
  originalFen?: number;
  size?: 'sm' | 'md' | 'lg';
}
