// Compose override files read and merged as Compose merges them, for the checks of each override.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from './dockerfile-model.js';

const RESET = Symbol('!reset');

/** An override file of the repository root, with Compose's `!reset` tag read as a marker. */
export const readOverride = (file: string): any =>
  parseYaml(readFileSync(path.join(repoRoot, file), 'utf8'), {
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
