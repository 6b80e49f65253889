// Image upload (webUpload) is the one multipart call: the file goes in the `file` field.
import { call } from './call';

export function uploadImage(file: Blob, fileName = 'image'): ReturnType<typeof call<'webUpload'>> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : fileName);
  return call('webUpload', form);
}
