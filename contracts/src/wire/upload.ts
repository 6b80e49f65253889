// The upload's multipart part (webUpload): its name and what a received file looks like, shared by
// the catalogue's request schema (and so the OpenAPI document) and mock-api's multipart reader.
export const UPLOAD_FILE_FIELD = 'file';

/** The image types an upload may be; the type is read from the file's bytes, not its name. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** A received file part: its bytes (mock-api's UploadedFile and multer's file both have them). */
export const isUploadedFile = (value: unknown): value is { buffer: Uint8Array } =>
  typeof value === 'object' && value !== null && (value as { buffer?: unknown }).buffer instanceof Uint8Array;
