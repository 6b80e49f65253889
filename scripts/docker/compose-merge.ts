// Compose override files of this repository read and merged as Compose merges them, for the checks
// of each override (compose-files.ts does the work).
import { readComposeFile } from './compose-files.js';
import { repoRoot } from './dockerfile-model.js';

export { merge } from './compose-files.js';

/** An override file of the repository root, with Compose's `!reset` tag read as a marker. */
export const readOverride = (file: string): any => readComposeFile(repoRoot, file);
