// The small pager under a user-center list: nothing when one page holds everything.
import { Pagination } from './pagination';

interface Props {
  total: number;
  /** The list's page and size (useUrlPaging), or a component's own. */
  paging: { page: number; size: number; setPage: (page: number, size: number) => void };
  /** The row around the pager, when the list wants one. */
  className?: string;
}

export function SimplePager({ total, paging, className }: Props) {
  const { page, size, setPage } = paging;
  if (total <= size) return null;
  const pager = <Pagination total={total} page={page} pageSize={size} onChange={setPage} simple />;
  return className ? <div className={className}>{pager}</div> : pager;
}
