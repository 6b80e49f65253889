// 实名认证: name (2-20 Chinese characters) and an 18-digit ID number → updateIdcardAndRealName.
// Verified accounts only see their status: it cannot be done twice.
import { useState } from 'react';
import { Button } from '../../../ui/button/button';
import { fieldAria, FormField, FormMessage } from '../../../ui/form/form-field';
import { useServerForm } from '../../../ui/form/use-server-form';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from '../account.module.css';
import { useVerifyRealName } from '../../../../core/account/profile-mutations';

interface RealNameValues {
  realName: string;
  idCard: string;
}

const FIELDS = ['realName', 'idCard'] as const;
type Field = (typeof FIELDS)[number];

export const realNameRules = {
  realName: (v: string) =>
    !v.trim()
      ? '请填写真实姓名'
      : /^[\u4e00-\u9fa5·]{2,20}$/.test(v.trim())
        ? null
        : '请填写真实姓名（2-20个汉字）',
  idCard: (v: string) =>
    !v.trim() ? '请填写身份证号' : /^\d{17}[\dXx]$/.test(v.trim()) ? null : '请填写正确的18位身份证号',
};

export function RealNameForm({ verified, onVerified }: { verified: boolean; onVerified?: () => void }) {
  const verifyRealName = useVerifyRealName();
  const [masked, setMasked] = useState<string | null>(null);
  const { register, errors, isSubmitting, onSubmit, message } = useServerForm<RealNameValues, Field>(
    { realName: '', idCard: '' },
    FIELDS,
    async (v) => {
      const result = await verifyRealName.mutateAsync({
        realName: v.realName.trim(),
        idCard: v.idCard.trim().toUpperCase(),
      });
      setMasked(result.maskedIdCard);
      showToast('实名认证成功', 'success');
      onVerified?.();
    },
  );
  if (verified || masked)
    return (
      <p>
        <span className={styles.verified}>✓ 已完成实名认证</span>
        {masked && <span className={styles.muted}> 身份证号 {masked}</span>}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="实名认证">
      <FormField htmlFor="rn-name" label="真实姓名" required error={errors.realName?.message}>
        <input
          maxLength={20}
          {...fieldAria('rn-name', errors.realName?.message)}
          {...register('realName', { validate: (v) => realNameRules.realName(v) ?? true })}
        />
      </FormField>
      <FormField htmlFor="rn-id" label="身份证号" required error={errors.idCard?.message}>
        <input
          maxLength={18}
          {...fieldAria('rn-id', errors.idCard?.message)}
          {...register('idCard', { validate: (v) => realNameRules.idCard(v) ?? true })}
        />
      </FormField>
      <div className={styles.formActions}>
        <FormMessage message={message} />
        <Button type="submit" variant="primary" pending={isSubmitting} pendingText="提交中...">
          提交认证
        </Button>
      </div>
    </form>
  );
}
