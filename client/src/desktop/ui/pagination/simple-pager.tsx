// The small pager under a user-center list: nothing when one page holds everything.
import { Pagination } from './pagination';

interface Props {
  total: number;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}

export function SimplePager({ total, page, size, onPage }: Props) {
  if (total <= size) return null;
  return <Pagination total={total} page={page} pageSize={size} onChange={onPage} simple />;
}
