// Which call serves which agreement (see docs/product-rules.md): register → the user agreement,
// privacy → the privacy policy, the other known kinds through getAgreementDetails; anything else
// has no agreement (its query stays idle).
import type { ResultOf } from '@storefront/contracts';
import { useAgreementDetails, usePrivacyPolicy, useRegisterAgreement } from '../../../core/home/home-queries';

export type Agreement = ResultOf<'getUserRegisterAgreement'>;

export const AGREEMENT_DETAIL_TYPES = ['service', 'invoice'] as const;
type DetailType = (typeof AGREEMENT_DETAIL_TYPES)[number];

const isDetailType = (value: string | null): value is DetailType =>
  (AGREEMENT_DETAIL_TYPES as readonly (string | null)[]).includes(value);

export const isKnownAgreement = (type: string | null): boolean =>
  type === 'register' || type === 'privacy' || isDetailType(type);

/** The agreement of one type; idle for a type that names no agreement. */
export function useAgreement(type: string | null) {
  const register = useRegisterAgreement(undefined, { enabled: type === 'register' });
  const privacy = usePrivacyPolicy(undefined, { enabled: type === 'privacy' });
  const detail = useAgreementDetails(
    { type: isDetailType(type) ? type : 'service' },
    { enabled: isDetailType(type) },
  );
  return type === 'register' ? register : type === 'privacy' ? privacy : detail;
}
