// The small pager under a user-center list: nothing when one page holds everything.
import { Pagination } from './pagination';

interface Props {
  total: number;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  /** The row around the pager, when the list wants one. */
  className?: string;
}

export function SimplePager({ total, page, size, onPage, className }: Props) {
  if (total <= size) return null;
  const pager = <Pagination total={total} page={page} pageSize={size} onChange={onPage} simple />;
  return className ? <div className={className}>{pager}</div> : pager;
}
