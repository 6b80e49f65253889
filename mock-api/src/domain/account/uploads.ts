// Image uploads: at most 2 MB, and the type is read from the file's first bytes (magic numbers),
// never from the name or the declared content type, so a renamed script is refused.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { Store } from '../../persistence/store.js';
import { refuse } from '../refusal.js';
import { SANDBOX_UPLOAD_BYTES, SANDBOX_UPLOAD_FILES, type UploadsFolder } from './uploads-folder.js';

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const startsWith = (buf: Buffer, bytes: number[], at = 0): boolean =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes really are, or null for anything else. */
export function sniffImageType(buf: Buffer): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export interface UploadRow {
  id: number;
  uid: number;
  name: string;
  originalName: string;
  size: number;
  mimeType: ImageType;
  createTime: number;
}

export const UPLOADS: TableSpec<UploadRow> = {
  name: 'uploads',
  jsonName: 'uploads',
  idBase: 1,
  columns: {
    uid: 'int',
    name: 'text',
    originalName: 'text',
    size: 'int',
    mimeType: 'text',
    createTime: 'int',
  },
};

const table = (db: Store): Table<UploadRow> => db.table(UPLOADS);

export interface StoredUpload {
  url: string;
  size: number;
  mimeType: ImageType;
}

/** Where an upload goes and what bounds it: the folder's budget, and a sandbox's own quota. */
export interface UploadPlace {
  folder: UploadsFolder;
  /** True for a sandbox (a public demo's visitor): SANDBOX_UPLOAD_FILES / SANDBOX_UPLOAD_BYTES apply. */
  sandboxed: boolean;
}

const QUOTA_MESSAGE = `每位访客最多上传 ${SANDBOX_UPLOAD_FILES} 张图片（共 ${SANDBOX_UPLOAD_BYTES / 1024 / 1024} MB），已达上限`;
const FOLDER_FULL_MESSAGE = '图片存储空间已满，请稍后再试';
const WRITE_FAILED_MESSAGE = '图片保存失败，请稍后再试';

/** A sandbox's stores whose uploads are removed when it closes (registered once each). */
const tracked = new WeakSet<Store>();

/** Removes a sandbox's images with it: read from its table as it closes (close hooks run first). */
function removeWithStore(db: Store, folder: UploadsFolder): void {
  if (tracked.has(db)) return;
  tracked.add(db);
  db.onClose(() =>
    folder.remove(
      table(db)
        .where({})
        .map((row) => ({ name: row.name, size: row.size })),
    ),
  );
}

/** Writes the file under a temporary name, fsynced, then renames it; no partial file stays behind. */
async function writeWhole(target: string, buffer: Buffer): Promise<void> {
  const temp = `${target}.tmp`;
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(buffer);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
}

/**
 * Validates and stores an upload in `place`; the file is fsynced before the row is recorded. A full
 * folder, a sandbox over its quota or a failed write is refused in Chinese (02), never a 500.
 */
export async function storeUpload(
  db: Store,
  place: UploadPlace,
  file: { buffer: Buffer; originalName: string } | null,
  uid: number,
  now: number,
): Promise<StoredUpload> {
  if (!file || file.buffer.length === 0) refuse('请选择要上传的图片');
  if (file.buffer.length > UPLOAD_MAX_BYTES) refuse('图片大小不能超过2MB');
  const mimeType = sniffImageType(file.buffer);
  if (!mimeType) refuse('仅支持上传 JPG、PNG、GIF、WebP 格式的图片');
  const size = file.buffer.length;
  if (place.sandboxed) {
    const kept = table(db).where({});
    if (
      kept.length >= SANDBOX_UPLOAD_FILES ||
      kept.reduce((sum, row) => sum + row.size, 0) + size > SANDBOX_UPLOAD_BYTES
    )
      refuse(QUOTA_MESSAGE);
  }
  const { folder } = place;
  if (!folder.reserve(size)) refuse(FOLDER_FULL_MESSAGE);
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[mimeType]}`;
  try {
    await mkdir(folder.dir, { recursive: true });
    await writeWhole(path.join(folder.dir, name), file.buffer);
  } catch {
    folder.release(size);
    refuse(WRITE_FAILED_MESSAGE);
  }
  if (place.sandboxed) removeWithStore(db, folder);
  table(db).insert({
    uid,
    name,
    originalName: file.originalName.slice(0, 200),
    size,
    mimeType,
    createTime: now,
  });
  return { url: `/media/uploads/${name}`, size, mimeType };
}
