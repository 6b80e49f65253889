// /m/settings (设置): 修改密码, 更换手机号, 退出登录 and the version line. Each form opens on this page
// (?form=password or ?form=mobile), so the nav bar's 返回 and the phone's back close it; a
// finished form goes back to the list.
import { maskMobile } from '../../../../core/account/mask-mobile';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { userInfoAtom } from '../../../../core/state/session';
import { useMobileLogout } from '../../../ui/logout/use-mobile-logout';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { MobileForm } from './mobile-form';
import { PasswordForm } from './password-form';
import { SettingsMenu } from './settings-menu';
import styles from './settings.module.css';

export default function SettingsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const logout = useMobileLogout();
  const mobile = useAtomValue(userInfoAtom)?.mobile ?? '';
  const form = params.get('form');
  const location = useLocation();
  // Back to the list the form was opened from; a form opened directly goes to the list in its place.
  const done = () =>
    void (location.key !== 'default' ? navigate(-1) : navigate('/settings', { replace: true }));

  if (form === 'password')
    return (
      <PageLayout title="修改密码">
        <PasswordForm onDone={done} />
      </PageLayout>
    );
  if (form === 'mobile')
    return (
      <PageLayout title="更换手机号">
        <p className={styles.lead}>当前手机号 {maskMobile(mobile)}，验证码将发送到新手机号</p>
        <MobileForm current={mobile} onDone={done} />
      </PageLayout>
    );
  return (
    <PageLayout title="设置">
      <SettingsMenu
        mobile={maskMobile(mobile)}
        onOpen={(next) => void navigate(`/settings?form=${next}`)}
        onLogout={logout}
      />
    </PageLayout>
  );
}
