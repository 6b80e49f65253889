// Which call serves which agreement (see docs/product-rules.md): register → the user agreement, privacy → the privacy
// policy, the other known kinds through getAgreementDetails; anything else has no agreement.
import type { ResultOf } from '@storefront/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { apiKey } from '../../api/query';

export type Agreement = ResultOf<'getUserRegisterAgreement'>;

export const AGREEMENT_DETAIL_TYPES = ['service', 'invoice'] as const;
type DetailType = (typeof AGREEMENT_DETAIL_TYPES)[number];

const isDetailType = (value: string | null): value is DetailType =>
  (AGREEMENT_DETAIL_TYPES as readonly (string | null)[]).includes(value);

export const isKnownAgreement = (type: string | null): boolean =>
  type === 'register' || type === 'privacy' || isDetailType(type);

function fetchAgreement(type: string | null, signal: AbortSignal): Promise<Agreement> {
  if (type === 'register') return call('getUserRegisterAgreement', {}, { signal });
  if (type === 'privacy') return call('getUserPolicySecret', {}, { signal });
  if (isDetailType(type)) return call('getAgreementDetails', { type }, { signal });
  return Promise.reject(new Error(`no agreement of type ${String(type)}`));
}

const nameOf = (type: string | null) =>
  type === 'register'
    ? 'getUserRegisterAgreement'
    : type === 'privacy'
      ? 'getUserPolicySecret'
      : 'getAgreementDetails';

/** The query of one agreement type; disabled for a type that names no agreement. */
export function agreementQuery(type: string | null) {
  return queryOptions({
    // Same keys as apiQuery, so other pages' caches of these calls are shared.
    queryKey: isDetailType(type) ? apiKey('getAgreementDetails', { type }) : apiKey(nameOf(type)),
    queryFn: ({ signal }) => fetchAgreement(type, signal),
    enabled: isKnownAgreement(type),
  });
}
