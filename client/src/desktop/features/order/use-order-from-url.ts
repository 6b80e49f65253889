// The order a page is about, from ?orderId= (a missing or bad id is not sent to the server).
import { useSearchParams } from 'react-router-dom';
import { useOrderDetail } from '../../../core/order/order-queries';
import { parseUrlId } from '../../../core/router/url-id';

export function useOrderFromUrl() {
  const [params] = useSearchParams();
  const orderId = parseUrlId(params.get('orderId')) ?? 0;
  const valid = orderId > 0;
  const query = useOrderDetail({ orderId }, { enabled: valid });
  return { orderId, valid, query };
}
