// A tiny element builder: text goes in as text nodes (never HTML), so nothing from a request can
// become markup, and no inline handler or style attribute is needed (the page's CSP forbids them).
type Child = Node | string | number | null | undefined | false;
type Props = Record<string, unknown>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props | null = null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = String(value);
    else if (key.startsWith('on') && typeof value === 'function')
      el.addEventListener(key.slice(2).toLowerCase(), value as EventListener);
    else if (key.includes('-') || key === 'for' || key === 'role' || key === 'list')
      el.setAttribute(key, value === true ? '' : String(value));
    else (el as unknown as Record<string, unknown>)[key] = value;
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(
      typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child,
    );
  }
}

/** Replaces what a container shows. */
export function show(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/** A labelled form control: the label wraps the control, so each field has an accessible name. */
export const field = (label: string, control: HTMLElement, className = 'field'): HTMLLabelElement =>
  h('label', { class: className }, h('span', null, label), control);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Mock time as the shop's users read it: China Standard Time. */
export function formatTime(ms: number, withDate = true, withMs = false): string {
  const d = new Date(ms + 8 * 3_600_000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} `;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${withDate ? date : ''}${time}${withMs ? `.${pad(d.getUTCMilliseconds(), 3)}` : ''}`;
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
