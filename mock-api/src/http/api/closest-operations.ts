// For a request to an unknown /api path: the catalogue operations whose path is closest, by edit
// distance on the last segment (the operation's name, where typos happen) and on the whole path.
import { catalogueEntries, type EndpointName } from '@storefront/contracts';
import { distance } from 'fastest-levenshtein';

export interface CloseOperation {
  name: EndpointName;
  method: string;
  path: string;
}

const lastSegment = (path: string): string => path.split('/').filter(Boolean).pop() ?? '';

const operations = catalogueEntries().map(([name, entry]) => ({
  name,
  method: entry.method,
  path: entry.path,
  lowerPath: entry.path.toLowerCase(),
  lowerLast: lastSegment(entry.path).toLowerCase(),
}));

/** The `limit` closest operations, nearest first; none when nothing is reasonably close. */
export function closestOperations(path: string, limit = 3): CloseOperation[] {
  const wanted = path.toLowerCase().replace(/\/+$/, '');
  const last = lastSegment(wanted);
  return operations
    .map((op) => {
      // The name weighs most; the whole path breaks ties between areas.
      const byName = distance(last, op.lowerLast) / Math.max(last.length, op.lowerLast.length, 1);
      const byPath = distance(wanted, op.lowerPath) / Math.max(wanted.length, op.lowerPath.length, 1);
      return { op, score: byName * 0.7 + byPath * 0.3 };
    })
    .filter((s) => s.score < 0.6)
    .sort((a, b) => a.score - b.score || a.op.path.localeCompare(b.op.path))
    .slice(0, limit)
    .map(({ op }) => ({ name: op.name, method: op.method, path: op.path }));
}

/** How far a mistyped operation name may be from a real one to be named: two edits. */
export const NAME_EDITS = 2;

/**
 * For a mistyped operation name (POST /__mock/verify, fault rules): every catalogue name within two
 * edits, case aside, nearest first; when none is, the operations whose path is closest.
 */
export function closestNames(name: string, fallbackLimit = 3): EndpointName[] {
  const wanted = name.toLowerCase();
  const near = operations
    .map((op) => ({ name: op.name, edits: distance(wanted, op.name.toLowerCase()) }))
    .filter((n) => n.edits <= NAME_EDITS)
    .sort((a, b) => a.edits - b.edits || a.name.localeCompare(b.name))
    .map((n) => n.name);
  return near.length > 0 ? near : closestOperations(`/${name}`, fallbackLimit).map((op) => op.name);
}
