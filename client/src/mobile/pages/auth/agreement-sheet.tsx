// 《用户注册协议》 and 《隐私政策》 in a bottom sheet, loaded when first opened.
import { usePrivacyPolicy, useRegisterAgreement } from '../../../core/home/home-queries';
import { ErrorState } from '../../ui/error-state/error-state';
import { Sheet } from '../../ui/sheet/sheet';
import auth from './auth.module.css';

export type AgreementKind = 'register' | 'privacy';

const TITLES: Record<AgreementKind, string> = { register: '用户注册协议', privacy: '隐私政策' };

export function AgreementSheet({ kind, onClose }: { kind: AgreementKind | null; onClose: () => void }) {
  const registerText = useRegisterAgreement(undefined, { enabled: kind === 'register', staleTime: Infinity });
  const privacyText = usePrivacyPolicy(undefined, { enabled: kind === 'privacy', staleTime: Infinity });
  const query = kind === 'privacy' ? privacyText : registerText;
  return (
    <Sheet open={kind !== null} onClose={onClose} title={kind ? TITLES[kind] : ''}>
      <div className={auth.agreement}>
        {query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : query.data ? (
          query.data.paragraphs.map((text, i) => <p key={i}>{text}</p>)
        ) : (
          <p>加载中...</p>
        )}
      </div>
    </Sheet>
  );
}
