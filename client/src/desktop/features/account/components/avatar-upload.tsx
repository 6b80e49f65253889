// Change the avatar: the file is checked (JPEG/PNG/GIF/WebP, ≤2 MB) before upload, sent through
// webUpload, then saved with updatePersonalData. Any refusal (ours or the server's 02) shows below.
import { useState, type ChangeEvent } from 'react';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { uploadImage } from '../../../../core/api/upload';
import { checkImageFile, IMAGE_ACCEPT } from '../../../ui/image-upload/check-image-file';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import styles from '../account.module.css';
import { useUpdateProfile } from '../../../../core/account/profile-mutations';

export function AvatarUpload({
  src,
  nickname,
  onSaved,
}: {
  src: string;
  nickname: string;
  onSaved: (url: string) => void;
}) {
  const updateProfile = useUpdateProfile();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = checkImageFile(file);
    setProblem(bad);
    if (bad) return;
    setBusy(true);
    try {
      const { url } = await uploadImage(file);
      await updateProfile.mutateAsync({ avatarUrl: url });
      onSaved(url);
    } catch (error) {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.avatarRow}>
      <LazyImage src={src} alt={`${nickname}的头像`} width={88} height={88} className={styles.avatar} eager />
      <div>
        <label className={styles.uploadLabel}>
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            disabled={busy}
            onChange={(e) => void onFile(e)}
            aria-label="更换头像"
          />
          {busy ? '上传中...' : '更换头像'}
        </label>
        <p className={styles.muted}>支持 JPG、PNG、GIF、WebP，不超过 2MB</p>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
