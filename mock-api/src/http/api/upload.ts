// The file of a multipart call (an avatar, a post's picture): read with multer into memory, one file
// named `file` of at most 2 MB; anything else is answered 03 with a Chinese message.
import { UPLOAD_FILE_FIELD } from '@storefront/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { UploadedFile } from './handler-types.js';
import { sendInvalid } from './reply.js';

export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 },
}).single(UPLOAD_FILE_FIELD);

/** Runs multer; resolves to an error message for the user when the upload itself is unacceptable. */
function receiveUpload(req: Request, res: Response): Promise<string | null> {
  return new Promise((resolve) => {
    upload(req, res, (err: unknown) => {
      if (!err) return resolve(null);
      if (err instanceof multer.MulterError) {
        resolve(
          err.code === 'LIMIT_FILE_SIZE'
            ? '图片不能超过2MB'
            : err.code === 'LIMIT_UNEXPECTED_FILE'
              ? '请使用字段 file 上传一张图片'
              : '上传内容有误',
        );
      } else resolve('上传内容有误');
    });
  });
}

/** The call's file (null: none sent), or null after answering 03 to an unacceptable upload. */
export async function receiveFile(
  req: Request,
  res: Response,
): Promise<{ file: UploadedFile | null } | null> {
  if (!req.is('multipart/form-data')) {
    sendInvalid(res, { file: '请以 multipart/form-data 上传图片' });
    return null;
  }
  const problem = await receiveUpload(req, res);
  if (problem) {
    sendInvalid(res, { file: problem });
    return null;
  }
  const sent = req.file;
  return {
    file: sent ? { buffer: sent.buffer, originalName: sent.originalname, mimeType: sent.mimetype } : null,
  };
}
