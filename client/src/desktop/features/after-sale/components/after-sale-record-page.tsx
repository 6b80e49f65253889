// The page frame of a refund's or a repair's details: the title, and the record id from the query
// string (refundId / repairId); a link without a valid id shows why instead.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { EmptyState } from '../../../ui/states/empty-state';
import { UserCenterLayout } from '../../../ui/user-center/user-center-layout';
import { AFTER_SALE_TEXT, type AfterSaleKind } from '../after-sale-kind';
import { parseUrlId } from '../../../../core/router/url-id';

export function AfterSaleRecordPage({
  kind,
  children,
}: {
  kind: AfterSaleKind;
  children: (id: number) => ReactNode;
}) {
  const text = AFTER_SALE_TEXT[kind];
  usePageTitle(text.details);
  const [params] = useSearchParams();
  const id = parseUrlId(params.get(text.idParam));
  return (
    <UserCenterLayout title={text.details}>
      {id !== null ? children(id) : <EmptyState title={text.missing} description={text.missingWhy} />}
    </UserCenterLayout>
  );
}
