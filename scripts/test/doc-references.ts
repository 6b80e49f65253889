// Finds the references that comments make to files of the repository, and says which do not
// resolve: `docs/wire.md`, `docs/testing.md#the-mocks-console`, `docs/testing.md, "Drift"` (a
// heading of that file), and paths from the repository root such as `scripts/test/boundaries.test.ts`.
// Pure functions here; doc-references.test.ts runs them over every tracked source file.
import ts from 'typescript';

/** The comments of a TypeScript or JavaScript source, found by the compiler's scanner. */
export function commentsOf(fileName: string, text: string): string[] {
  const variant = /\.(tsx|jsx)$/.test(fileName) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const comments: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia)
      comments.push(scanner.getTokenText());
  }
  return comments;
}

export interface DocReference {
  /** The path as written, from the repository root. */
  path: string;
  /** `#anchor` after the path, or the quoted heading after it (`docs/testing.md, "Drift"`). */
  anchor?: string;
  heading?: string;
}

const ROOTS = '(?:docs|client|contracts|mock-api|server|scripts|deploy)';
const PATH = `${ROOTS}/[A-Za-z0-9_./-]*[A-Za-z0-9_-]\\.(?:md|ts|tsx|mjs|js|cjs|json|css|yml|yaml|png)`;
const REFERENCE = new RegExp(`(?<![\\w./-])(${PATH})(?:#([A-Za-z0-9_-]+)|,?:? ["“]([^"”\\n]+)["”])?`, 'g');

export function referencesIn(comment: string): DocReference[] {
  return [...comment.matchAll(REFERENCE)].map(([, path, anchor, heading]) => ({
    path: path!,
    ...(anchor ? { anchor } : {}),
    ...(heading ? { heading } : {}),
  }));
}

/** The headings of a markdown file (outside code fences). */
export function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (match) headings.push(match[1]!);
  }
  return headings;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export const slugOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

export interface RepoView {
  exists: (path: string) => boolean;
  read: (path: string) => string;
}

/** Why a reference does not resolve, or null when it does. */
export function problemOf(ref: DocReference, repo: RepoView): string | null {
  // An ESM import path names the compiled .js of a .ts source; comments may use either.
  const path = repo.exists(ref.path) ? ref.path : ref.path.replace(/\.js$/, '.ts');
  if (!repo.exists(path)) return `${ref.path}: no such file`;
  if (!ref.anchor && !ref.heading) return null;
  const headings = headingsOf(repo.read(path));
  if (ref.anchor && !headings.some((h) => slugOf(h) === ref.anchor))
    return `${ref.path}#${ref.anchor}: no heading with that anchor`;
  const wanted = ref.heading?.toLowerCase();
  // A quoted heading may name just its first words: "Recording" for "Recording: real replies as mock data".
  const named = (h: string) =>
    h.toLowerCase() === wanted || /^[\s:—(-]/.test(h.toLowerCase().slice(wanted!.length));
  if (wanted && !headings.some((h) => h.toLowerCase().startsWith(wanted) && named(h)))
    return `${ref.path}, "${ref.heading}": no such heading`;
  return null;
}
