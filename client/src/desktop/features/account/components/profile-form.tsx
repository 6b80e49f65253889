// Nickname, gender, birthday and signature → updatePersonalData.
import type { ResultOf } from '@storefront/contracts';
import { Button } from '../../../ui/button/button';
import { fieldAria, FormField, FormMessage } from '../../../ui/form/form-field';
import { useServerForm } from '../../../ui/form/use-server-form';
import styles from '../account.module.css';
import { useUpdateProfile } from '../../../../core/account/profile-mutations';

type Personal = ResultOf<'getPersonalData'>;

interface ProfileValues {
  nickname: string;
  gender: string;
  birthday: string;
  signature: string;
}

const FIELDS = ['nickname', 'gender', 'birthday', 'signature'] as const;
type Field = (typeof FIELDS)[number];

export const profileRules = {
  nickname: (v: string) => (!v.trim() ? '请填写昵称' : v.trim().length > 20 ? '昵称不能超过20个字' : null),
  signature: (v: string) => (v.trim().length > 60 ? '个性签名不能超过60个字' : null),
  birthday: (v: string, today = new Date().toISOString().slice(0, 10)) =>
    !v ? null : v > today ? '生日不能晚于今天' : null,
};

/** The form's values for a profile, as loaded and as saved. */
const valuesOf = (p: Personal): ProfileValues => ({
  nickname: p.nickname,
  gender: String(p.gender),
  birthday: p.birthday ?? '',
  signature: p.signature,
});

export function ProfileForm({ data, onSaved }: { data: Personal; onSaved: (next: Personal) => void }) {
  const updateProfile = useUpdateProfile();
  const { form, register, errors, isSubmitting, onSubmit, message } = useServerForm<ProfileValues, Field>(
    valuesOf(data),
    FIELDS,
    async (v) => {
      const next = await updateProfile.mutateAsync({
        nickname: v.nickname.trim(),
        gender: Number(v.gender),
        signature: v.signature.trim(),
        ...(v.birthday ? { birthday: v.birthday } : {}),
      });
      form.reset(valuesOf(next));
      onSaved(next);
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="个人资料">
      <FormField htmlFor="profile-nickname" label="昵称" required error={errors.nickname?.message}>
        <input
          maxLength={20}
          {...fieldAria('profile-nickname', errors.nickname?.message)}
          {...register('nickname', { validate: (v) => profileRules.nickname(v) ?? true })}
        />
      </FormField>
      <FormField htmlFor="profile-gender" label="性别">
        <select id="profile-gender" {...register('gender')}>
          <option value="0">保密</option>
          <option value="1">男</option>
          <option value="2">女</option>
        </select>
      </FormField>
      <FormField htmlFor="profile-birthday" label="生日" error={errors.birthday?.message}>
        <input
          type="date"
          {...fieldAria('profile-birthday', errors.birthday?.message)}
          {...register('birthday', { validate: (v) => profileRules.birthday(v) ?? true })}
        />
      </FormField>
      <FormField htmlFor="profile-signature" label="个性签名" error={errors.signature?.message}>
        <textarea
          maxLength={60}
          rows={2}
          {...fieldAria('profile-signature', errors.signature?.message)}
          {...register('signature', { validate: (v) => profileRules.signature(v) ?? true })}
        />
      </FormField>
      <div className={styles.formActions}>
        <FormMessage message={message} />
        <Button
          type="submit"
          variant="primary"
          pending={isSubmitting}
          pendingText="保存中..."
          disabled={!form.formState.isDirty}
        >
          保存资料
        </Button>
      </div>
    </form>
  );
}
