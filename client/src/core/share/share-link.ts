// 分享 a page: the system share sheet where the browser has one (phones), otherwise the link is
// copied for the shopper to paste. Says what happened so the page can tell them (链接已复制).
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareHost {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
  /** Copies without the Clipboard API (absent on a page served over plain http). */
  legacyCopy?: (text: string) => boolean;
}

/** The old way to copy: select the text in a hidden field and ask the document to copy it. */
function documentCopy(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

const browserHost = (): ShareHost =>
  typeof navigator === 'undefined'
    ? {}
    : {
        share: navigator.share?.bind(navigator),
        clipboard: navigator.clipboard,
        legacyCopy: documentCopy,
      };

export async function shareLink(
  { title, url }: { title: string; url: string },
  host: ShareHost = browserHost(),
): Promise<ShareOutcome> {
  if (typeof host.share === 'function') {
    try {
      await host.share({ title, url });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (host.clipboard) {
      await host.clipboard.writeText(url);
      return 'copied';
    }
  } catch {
    // Refused (no focus, no permission): the old way may still work.
  }
  return host.legacyCopy?.(url) ? 'copied' : 'failed';
}
