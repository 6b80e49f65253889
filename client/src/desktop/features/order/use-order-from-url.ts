// The order a page is about, from ?orderId= (a missing or bad id is not sent to the server).
import { useSearchParams } from 'react-router-dom';
import { useOrderDetail } from '../../../core/order/order-queries';

export function useOrderFromUrl() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useOrderDetail({ orderId }, { enabled: valid });
  return { orderId, valid, query };
}
