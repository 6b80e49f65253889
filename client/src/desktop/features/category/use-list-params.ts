// List state kept in the URL (page, size, sort, price range), so a list can be shared, reloaded
// and navigated back to exactly. Paging itself is the shared URL-paging hook.
import { useUrlPaging } from '../../ui/hooks/use-url-paging';

export function useListParams() {
  const paging = useUrlPaging();
  const orderType = Number(paging.params.get('orderType'));
  return {
    ...paging,
    orderType: Number.isInteger(orderType) && orderType >= 0 && orderType <= 4 ? orderType : 0,
  };
}
