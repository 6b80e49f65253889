// The auth pages pass the page to come back to (`redirect`, a full /m path) on to each other.
export const keepRedirect = (path: string, redirect: string | null): string =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
