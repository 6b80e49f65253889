// /m/addresses/:id (`new` for a new one): 收货人, 手机号码 (a mobile or a landline, the shop's phone
// validator), 所在地区 (the area cascader over getWebArea), 详细地址, 设为默认地址. Saved, it returns to
// `redirect` with the address chosen (the checkout) or to the list. Every problem is said at its field
// in Chinese; a network failure keeps what was typed and offers 重试.
import { Link, useParams } from 'react-router-dom';
import { useAddressList } from '../../../core/address/address-queries';
import { errorMessage } from '../../../core/api/errors';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { LoadingText } from '../../ui/loading-text/loading-text';
import { AddressForm } from './address-form';
import styles from './addresses.module.css';

const isAddressId = (id: string | undefined): id is string => !!id && /^[1-9]\d{0,15}$/.test(id);

export default function AddressEditPage() {
  const { id } = useParams();
  const creating = id === 'new';
  const list = useAddressList(undefined, { enabled: !creating && isAddressId(id) });

  if (creating) return <AddressForm key="new" address={null} />;

  let body;
  if (!isAddressId(id)) body = <Missing />;
  else if (list.isPending) body = <LoadingText />;
  else if (list.isError)
    body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else {
    const address = list.data.find((a) => a.addressId === Number(id));
    if (address) return <AddressForm key={address.addressId} address={address} />;
    body = <Missing />;
  }
  return <PageLayout title="编辑收货地址">{body}</PageLayout>;
}

function Missing() {
  return (
    <EmptyState title="地址不存在" description="它可能已被删除">
      <Link className={styles.primaryLink} to="/addresses">
        返回地址列表
      </Link>
    </EmptyState>
  );
}
