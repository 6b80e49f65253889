// /account: the account's security settings: password, mobile, real-name verification.
import { useAtomValue } from 'jotai';
import { userIdAtom, userInfoAtom } from '../../../core/state/session';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Panel, UserCenterLayout } from '../../ui/user-center/user-center-layout';
import { MobileForm } from './components/mobile-form';
import { PasswordForm } from './components/password-form';
import { RealNameForm } from './components/real-name-form';
import { useUserInfo } from '../../../core/account/account-queries';

export default function AccountPage() {
  usePageTitle('账户安全');
  const uid = Number(useAtomValue(userIdAtom));
  const info = useAtomValue(userInfoAtom);
  const me = useUserInfo({ uid }, { enabled: uid > 0 });
  return (
    <UserCenterLayout title="账户安全">
      <Panel title="修改登录密码">
        <PasswordForm />
      </Panel>
      <Panel title="更换手机号">
        <MobileForm current={me.data?.mobile ?? info?.mobile ?? ''} />
      </Panel>
      <Panel title="实名认证">
        <RealNameForm verified={me.data?.realNameVerified ?? false} />
      </Panel>
    </UserCenterLayout>
  );
}
