// Turns zod issues into the wire's `errors` map (field → Chinese problem). zod's own messages are
// switched to Simplified Chinese so a field without a custom message still reads right to a user.
import { fieldIssues } from '@storefront/contracts/schemas';
import { z } from 'zod';

z.config(z.locales.zhCN());

export const REQ_ID_MESSAGE = '缺少或无效的 reqId（须为 uuid v4）';

/** `input`: what was parsed, so a union's 03 names the fields of the member closest to it. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], input?: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of fieldIssues(issues, input)) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    // The first problem of a field is the one worth showing.
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The msg of a 03 reply: the first problem, so a client that shows only `msg` still helps. */
export function invalidMessage(errors: Record<string, string>): string {
  const first = Object.values(errors)[0];
  return first ? `请求参数有误：${first}` : '请求参数有误';
}
