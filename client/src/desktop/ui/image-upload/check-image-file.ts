// The upload rules of webUpload (JPEG/PNG/GIF/WebP, at most 2 MB), checked in the browser before
// any byte is sent, so the user hears about a wrong file at once and in Chinese.
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return '仅支持 JPG、PNG、GIF、WebP 格式的图片';
  if (file.size > IMAGE_MAX_BYTES) return '图片大小不能超过 2MB';
  if (file.size === 0) return '图片文件为空，请重新选择';
  return null;
}
