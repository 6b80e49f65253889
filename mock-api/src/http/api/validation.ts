// Turns zod issues into the wire's `errors` map (field → Chinese problem). zod's own messages are
// switched to Simplified Chinese so a field without a custom message still reads right to a user.
import { z } from 'zod';

z.config(z.locales.zhCN());

export const REQ_ID_MESSAGE = '缺少或无效的 reqId（须为 uuid v4）';

export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of fieldIssues(issues)) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    // The first problem of a field is the one worth showing.
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The issues as problems of fields: a request matching no member of a union (a cross-field rule,
 * e.g. login's password or code) is told the problems of the member closest to what was sent, so
 * the 03 still names a field. A union matched twice (both credentials) keeps its own message.
 */
function fieldIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = [...issue.errors].sort((a, b) => distance(a) - distance(b))[0]!;
    return fieldIssues(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}

/**
 * How far a member is from the input: a wrong literal (cart vs buyNow) rules it out, then each
 * missing field counts more than a present field with a bad value.
 */
function distance(memberIssues: readonly z.core.$ZodIssue[]): number {
  return memberIssues.reduce((sum, issue) => {
    if (issue.code === 'invalid_value') return sum + 1000;
    return sum + (issue.code === 'invalid_type' && issue.input === undefined ? 10 : 1);
  }, 0);
}

/** The msg of a 03 reply: the first problem, so a client that shows only `msg` still helps. */
export function invalidMessage(errors: Record<string, string>): string {
  const first = Object.values(errors)[0];
  return first ? `请求参数有误：${first}` : '请求参数有误';
}
