// Tiny helpers for the server-rendered admin pages: escaping and the shared page frame.
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Pages carry no third-party assets; scripts only from /__mock itself. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'";

export function pageFrame(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  /* Text colours pass WCAG AA 4.5:1 on white and #f6f6f6 (the chat page opens from the shop). */
  :root { --red: #d0262b; --ink: #222; --muted: #666; --line: #e5e5e5; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.6 -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif; color: var(--ink); background: #f6f6f6; }
  header { background: var(--red); color: #fff; padding: 12px 24px; }
  header h1 { margin: 0; font-size: 18px; }
  main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 48px; }
  section { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px; margin: 12px 0; }
  h2 { font-size: 16px; margin: 8px 0; }
  h3 { font-size: 14px; margin: 12px 0 4px; }
  code, pre { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
  pre { background: #fafafa; border: 1px solid var(--line); padding: 8px; overflow: auto; max-height: 320px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; border-bottom: 1px solid var(--line); padding: 4px 6px; vertical-align: top; }
  .tag { display: inline-block; padding: 0 6px; border-radius: 3px; font-size: 12px; color: #fff; background: #888; }
  .GET { background: #2e8b57; } .POST { background: #1f6feb; }
  .auth-required { background: var(--red); } .auth-optional { background: #d4a017; } .auth-none { background: #999; }
  nav a { margin-right: 12px; }
  .muted { color: var(--muted); }
</style>
${extraHead}
</head>
<body>
${body}
</body>
</html>`;
}
