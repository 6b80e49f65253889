// Compose files read and merged as Compose merges them (mappings key by key, sequences appended,
// `!reset` removes), from any root: the jest checks and the real-engine test (ESM) both use it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

const RESET = Symbol('!reset');

/** A Compose file under `root`, with Compose's `!reset` tag read as a marker. */
export const readComposeFile = (root: string, file: string): any =>
  parseYaml(readFileSync(path.join(root, file), 'utf8'), {
    customTags: [{ tag: '!reset', collection: 'seq', resolve: () => RESET as never }],
  });

/** Compose's merge of two files: mappings merge key by key, sequences append, `!reset` removes. */
export const merge = (base: any, override: any): any => {
  if (Array.isArray(base) && Array.isArray(override)) return [...base, ...override];
  if (typeof base !== 'object' || base === null || typeof override !== 'object' || override === null)
    return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === RESET) delete merged[key];
    else merged[key] = key in base ? merge(base[key], value) : value;
  }
  return merged;
};

/** `files` under `root` merged in order, as `docker compose -f … -f …` does. */
export const mergeComposeFiles = (root: string, files: readonly string[]): any =>
  files.map((file) => readComposeFile(root, file)).reduce(merge);
