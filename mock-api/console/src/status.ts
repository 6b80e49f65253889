// The one status line every view reports to (a live region, so screen readers hear it).
import { describeReply, type Reply } from './api.js';
import { t } from './i18n.js';

let line: HTMLElement | null = null;
export const mountStatus = (el: HTMLElement): void => void (line = el);

export function say(text: string, bad = false): void {
  if (!line) return;
  line.textContent = text;
  line.classList.toggle('bad', bad);
}

/** Says the outcome of an admin call; true when it succeeded. */
export function report(reply: Reply<unknown>, success?: string): boolean {
  const ok = reply.code === '01';
  say(ok ? (success ?? reply.msg) : `${t.failed}：${describeReply(reply)}`, !ok);
  return ok;
}
