// The signed-in user's own data: profile (nickname, avatar …), real name, password, mobile and
// interests, plus the image upload the avatar uses. Profile changes refresh getPersonalData, which
// the header's user name and avatar read too.
import type { ResultOf } from '@storefront/contracts';
import { call, type InputOf } from '../api/call';
import { useApiMutation, type CallbacksOf, type MutationCallbacks } from '../api/mutation';
import { apiKey } from '../api/query';
import { uploadImage } from '../api/upload';
import { updateUserInfo } from '../state/session';

const profileChanged = { invalidates: ['getPersonalData'] } as const;

/** 修改个人资料; the reply is the new profile, cached at once and kept as the session's user info. */
export const useUpdateProfile = (callbacks?: CallbacksOf<'updatePersonalData'>) =>
  useApiMutation(
    (input: InputOf<'updatePersonalData'>) => call('updatePersonalData', input),
    {
      ...profileChanged,
      update: (client, next) => {
        client.setQueryData(apiKey('getPersonalData', { uid: next.uid }), next);
        const { uid, nickname, mobile, avatarUrl } = next;
        updateUserInfo({ uid, nickname, mobile, avatarUrl });
      },
    },
    callbacks,
  );

/** 实名认证. */
export const useVerifyRealName = (callbacks?: CallbacksOf<'updateIdcardAndRealName'>) =>
  useApiMutation(
    (input: InputOf<'updateIdcardAndRealName'>) => call('updateIdcardAndRealName', input),
    profileChanged,
    callbacks,
  );

/** 修改密码. */
export const useChangePassword = (callbacks?: CallbacksOf<'updatePassword'>) =>
  useApiMutation((input: InputOf<'updatePassword'>) => call('updatePassword', input), {}, callbacks);

/** 更换手机号; the reply's user info (the new number) is kept as the session's at once. */
export const useChangeMobile = (callbacks?: CallbacksOf<'updateMobile'>) =>
  useApiMutation(
    (input: InputOf<'updateMobile'>) => call('updateMobile', input),
    { ...profileChanged, update: (_client, info) => updateUserInfo(info) },
    callbacks,
  );

/** 修改兴趣; the reply is the new interest list, which replaces the cached one. */
export const useUpdateInterests = (callbacks?: CallbacksOf<'deitMemberInterest'>) =>
  useApiMutation(
    (input: InputOf<'deitMemberInterest'>) => call('deitMemberInterest', input),
    { update: (client, list) => client.setQueryData(apiKey('getMyInterest'), list) },
    callbacks,
  );

/** A picture of a few MB on a slow line takes longer than a form's write. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** 上传图片 (multipart); resolves to the stored image's URL. */
export const useUploadImage = (callbacks?: MutationCallbacks<ResultOf<'webUpload'>, Blob>) =>
  useApiMutation((file: Blob) => uploadImage(file), { timeoutMs: UPLOAD_TIMEOUT_MS }, callbacks);

/** 临时令牌 for the app download QR code: asked on demand, never cached. */
export const useTempToken = (callbacks?: MutationCallbacks<ResultOf<'getUserTempToken'>, void>) =>
  useApiMutation(() => call('getUserTempToken', {}), {}, callbacks);
