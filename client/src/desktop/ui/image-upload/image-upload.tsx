// Picture list with upload (evaluations, refunds): each chosen file is checked, then sent through
// webUpload; the list holds the returned URLs. Problems (a wrong file, the server's 02) show below.
import { useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { uploadImage } from '../../../core/api/upload';
import { checkImageFile, IMAGE_ACCEPT } from './check-image-file';
import styles from './image-upload.module.css';

interface ImageUploadProps {
  value: string[];
  onChange: (urls: string[]) => void;
  max?: number;
  /** Spoken name, e.g. 评价图片. */
  label: string;
  disabled?: boolean;
}

interface ThumbProps {
  url: string;
  alt: string;
  /** Its place in the list, counted from 1, for the remove button's name. */
  n: number;
  onRemove: (url: string) => void;
  disabled: boolean;
}

/** One uploaded picture with its × button. */
function Thumb({ url, alt, n, onRemove, disabled }: ThumbProps) {
  return (
    <li className={styles.item}>
      <img src={url} alt={alt} width={80} height={80} className={styles.thumb} />
      <button
        type="button"
        className={styles.remove}
        aria-label={`删除第${n}张图片`}
        onClick={() => onRemove(url)}
        disabled={disabled}
      >
        ×
      </button>
    </li>
  );
}

interface AddTileProps {
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  multiple: boolean;
  disabled: boolean;
  label: string;
  onFiles: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}

/** The + tile that opens the file picker. */
function AddTile({ inputRef, id, multiple, disabled, label, onFiles }: AddTileProps) {
  return (
    <li className={styles.item}>
      <label className={styles.add}>
        <input
          ref={inputRef}
          id={id}
          className="visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          disabled={disabled}
          aria-label={`上传${label}`}
          onChange={(e) => void onFiles(e)}
        />
        <span aria-hidden="true">+</span>
        <span className={styles.addText}>上传图片</span>
      </label>
    </li>
  );
}

export function ImageUpload({ value, onChange, max = 9, label, disabled = false }: ImageUploadProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest list, so uploads finishing in any order append to what is there now.
  const latest = useRef(value);
  latest.current = value;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setProblem(null);
    const room = max - latest.current.length - busy;
    if (files.length > room) setProblem(`最多上传${max}张图片`);
    for (const file of files.slice(0, Math.max(0, room))) {
      const bad = checkImageFile(file);
      if (bad) {
        setProblem(bad);
        continue;
      }
      setBusy((n) => n + 1);
      try {
        const { url } = await uploadImage(file);
        latest.current = [...latest.current, url];
        onChange(latest.current);
      } catch (error) {
        if (!isIgnorableError(error)) setProblem(errorMessage(error));
      } finally {
        setBusy((n) => n - 1);
      }
    }
  };

  const remove = (url: string) => onChange(value.filter((u) => u !== url));
  const full = value.length + busy >= max;
  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label={label}>
        {value.map((url, index) => (
          <Thumb
            key={url}
            url={url}
            alt={`${label}${index + 1}`}
            n={index + 1}
            onRemove={remove}
            disabled={disabled}
          />
        ))}
        {Array.from({ length: busy }, (_, i) => (
          <li key={`busy-${i}`} className={`${styles.item} ${styles.busy}`} role="status">
            上传中...
          </li>
        ))}
        {!full && (
          <AddTile
            inputRef={inputRef}
            id={inputId}
            multiple={max > 1}
            disabled={disabled}
            label={label}
            onFiles={onFiles}
          />
        )}
      </ul>
      <p className={styles.note}>
        {value.length}/{max} 张，支持 JPG、PNG、GIF、WebP，单张不超过 2MB
      </p>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
