// The console's stylesheet, served as /__mock/console/console.css (the page's CSP allows styles from
// the mock only). Text colours pass WCAG AA (4.5:1) on their backgrounds.
export const CONSOLE_CSS = `
:root { --red: #c4161c; --ink: #1f2328; --muted: #57606a; --line: #d0d7de; --bg: #f6f8fa; --ok: #1a7f37; --warn: #9a6700; --blue: #0757c2; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif; color: var(--ink); background: var(--bg); }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 20px; padding: 10px 20px; background: var(--red); color: #fff; }
.bar h1 { margin: 0; font-size: 18px; }
.bar a { color: #fff; }
.bar .field span { color: #fff; }
.clock-badge { font-variant-numeric: tabular-nums; font-weight: 600; }
.tabs { display: flex; gap: 2px; padding: 0 20px; background: #fff; border-bottom: 1px solid var(--line); overflow-x: auto; }
.tabs button { border: 0; background: none; padding: 10px 14px; font: inherit; color: var(--muted); border-bottom: 3px solid transparent; cursor: pointer; white-space: nowrap; }
.tabs button[aria-selected="true"] { color: var(--red); border-bottom-color: var(--red); font-weight: 600; }
.status { margin: 0; padding: 4px 20px; min-height: 1.5em; color: var(--ok); background: #fff; }
.status.bad { color: var(--red); }
main { padding: 12px 20px 40px; }
.panel { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px; }
h2 { font-size: 16px; margin: 8px 0; }
h3 { font-size: 15px; margin: 12px 0 6px; }
h4 { font-size: 13px; margin: 12px 0 4px; color: var(--muted); }
.toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; margin: 8px 0; }
.field { display: inline-flex; flex-direction: column; gap: 2px; font-size: 12px; color: var(--muted); }
.field.inline { flex-direction: row; align-items: center; gap: 6px; }
.field span { white-space: nowrap; }
input, select, button { font: inherit; font-size: 13px; }
input, select { padding: 4px 6px; border: 1px solid var(--line); border-radius: 4px; background: #fff; color: var(--ink); min-width: 0; }
.bar input, .bar select { color: var(--ink); }
button, a.button { padding: 4px 10px; border: 1px solid var(--line); border-radius: 4px; background: #fff; color: var(--ink); cursor: pointer; text-decoration: none; display: inline-block; }
button:hover, a.button:hover { border-color: var(--blue); }
button[aria-pressed="true"] { background: #ddf4ff; border-color: var(--blue); }
button.primary, a.button { background: var(--red); border-color: var(--red); color: #fff; }
button.danger { color: var(--red); border-color: var(--red); }
button.link { border: 0; padding: 0; background: none; color: var(--blue); text-align: left; }
:focus-visible { outline: 2px solid var(--blue); outline-offset: 1px; }
.live { font-size: 12px; color: var(--muted); }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: 4px 6px; vertical-align: top; }
th { font-weight: 600; color: var(--muted); font-size: 12px; }
table.entries td { font-size: 12px; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.failed td:nth-child(4), tr.failed td:nth-child(5) { color: var(--red); font-weight: 600; }
tr.expired td { color: var(--muted); }
td.empty { color: var(--muted); padding: 16px 6px; }
td.actions { display: flex; flex-wrap: wrap; gap: 4px; }
.badge { display: inline-block; margin-left: 4px; padding: 0 6px; border-radius: 10px; font-size: 11px; background: #eaeef2; color: var(--ink); }
.badge.fault { background: #ffebe9; color: var(--red); margin-left: 0; }
.journal { display: grid; gap: 12px; grid-template-columns: minmax(0, 1fr); }
.detail { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; background: #fff; }
@media (min-width: 1000px) {
  /* An open entry sits beside the list, so the list stays in view while it is read. */
  .journal:has(> .detail:not([hidden])) { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); }
  .detail { position: sticky; top: 8px; align-self: start; max-height: calc(100vh - 16px); overflow: auto; }
}
.detail-head, .curl-head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.detail dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 4px 0; }
.detail dt { color: var(--muted); }
.detail dd { margin: 0; word-break: break-all; }
.detail dd.bad { color: var(--red); }
table.kv th { width: 14em; }
table.kv td { word-break: break-all; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
pre { margin: 0; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 8px; overflow: auto; max-height: 320px; font: 12px/1.45 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; word-break: break-all; }
.muted { color: var(--muted); font-size: 12px; }
ul.scenarios { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }
ul.scenarios li { border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; }
ul.scenarios p { margin: 4px 0 8px; color: var(--muted); font-size: 13px; }
ul.scenarios button { margin: 0 6px 4px 0; }
.made { margin: 12px 0; }
.made dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; }
.made dd { margin: 0; }
.shop-state { display: flex; gap: 12px; align-items: center; }
.big-time { font-size: 28px; font-weight: 600; margin: 4px 0; font-variant-numeric: tabular-nums; }
ul.due { margin: 4px 0 12px; padding-left: 18px; }
ul.due time { color: var(--muted); font-variant-numeric: tabular-nums; }
.rule-form { margin-top: 16px; border-top: 1px solid var(--line); padding-top: 4px; }
.rule-form .grid { display: grid; gap: 8px 12px; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); margin-bottom: 8px; }
ul.errors { color: var(--red); margin: 4px 0; padding-left: 18px; }
td.hits { font-weight: 600; font-variant-numeric: tabular-nums; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
`;
