// /UserInfo: avatar, personal data and interests. Saving updates the cached profile and the stored
// userInfo, so the top bar shows the new nickname at once.
import type { ResultOf } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { userIdAtom } from '../../../core/state/session';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { QueryView } from '../../ui/query-view/query-view';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { Panel, UserCenterLayout } from '../../ui/user-center/user-center-layout';
import { AvatarUpload } from './components/avatar-upload';
import { Interests } from './components/interests';
import { ProfileForm } from './components/profile-form';
import { useUserInfo } from '../../../core/account/account-queries';

type Personal = ResultOf<'getPersonalData'>;

export default function UserInfoPage() {
  usePageTitle('个人资料');
  const uid = Number(useAtomValue(userIdAtom));
  const input = { uid };
  const query = useUserInfo(input, { enabled: uid > 0 });
  const saved = (next: Personal, text: string) => {
    showToast(text, 'success');
  };
  return (
    <UserCenterLayout title="个人资料">
      <Panel title="基本资料">
        <QueryView query={query} skeleton={<Skeleton height={280} />} errorTitle="个人资料加载失败">
          {(me) => (
            <>
              <AvatarUpload
                src={me.avatarUrl}
                nickname={me.nickname}
                onSaved={(url) => saved({ ...me, avatarUrl: url }, '头像已更新')}
              />
              <ProfileForm data={me} onSaved={(next) => saved(next, '资料已保存')} />
            </>
          )}
        </QueryView>
      </Panel>
      <Panel title="我的兴趣">
        <Interests />
      </Panel>
    </UserCenterLayout>
  );
}
