// A refused request's zod issues as problems of its fields. Cross-field rules are unions (the
// document's oneOf/anyOf), and a union that no member matches reports one issue holding each
// member's problems; the caller is told the problems of the member closest to what was sent, so a
// 03 still names a field (login without a credential: password; buyNow without a SKU: skuId).
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

const valueAt = (input: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

/**
 * How far a member is from the input: a wrong literal (source cart vs buyNow) rules it out, then
 * each field the member needs and the input lacks counts more than a present field's bad value.
 */
function distance(issues: readonly Issue[], input: unknown, at: Path): number {
  return issues.reduce((sum, issue) => {
    if (issue.code === 'invalid_value') return sum + 1000;
    return sum + (valueAt(input, [...at, ...issue.path]) === undefined ? 10 : 1);
  }, 0);
}

/**
 * The issues with every unmatched union replaced by its closest member's issues (paths kept whole).
 * Without the input nothing is replaced: the union's own message stands.
 */
export function fieldIssues(issues: readonly Issue[], input: unknown): Issue[] {
  if (input === undefined) return [...issues];
  return issues.flatMap((issue) => {
    // No errors: more than one member of an exclusive union matched (e.g. both credentials).
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = [...issue.errors].sort(
      (a, b) => distance(a, input, issue.path) - distance(b, input, issue.path),
    )[0]!;
    return fieldIssues(
      closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })),
      input,
    );
  });
}
