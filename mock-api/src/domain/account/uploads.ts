// Image uploads: at most 2 MB, and the type is read from the file's first bytes (magic numbers),
// never from the name or the declared content type, so a renamed script is refused.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { Store } from '../../persistence/store.js';
import { refuse } from '../refusal.js';

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

/** Validates and stores an upload under `dir`; the file is fsynced before the row is recorded. */
export async function storeUpload(
  db: Store,
  dir: string,
  file: { buffer: Buffer; originalName: string } | null,
  uid: number,
  now: number,
): Promise<StoredUpload> {
  if (!file || file.buffer.length === 0) refuse('请选择要上传的图片');
  if (file.buffer.length > UPLOAD_MAX_BYTES) refuse('图片大小不能超过2MB');
  const mimeType = sniffImageType(file.buffer);
  if (!mimeType) refuse('仅支持上传 JPG、PNG、GIF、WebP 格式的图片');
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[mimeType]}`;
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  const temp = `${target}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(file.buffer);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, target);
  table(db).insert({
    uid,
    name,
    originalName: file.originalName.slice(0, 200),
    size: file.buffer.length,
    mimeType,
    createTime: now,
  });
  return { url: `/media/uploads/${name}`, size: file.buffer.length, mimeType };
}
