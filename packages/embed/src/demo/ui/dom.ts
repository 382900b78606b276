/** Minimal DOM building for the demo page (no framework): attributes, listeners, children. */
type Child = Node | string | null | undefined | false;
type Props = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') el.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) el.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) el.setAttribute(name, String(value));
  }
  el.append(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
  return el;
}

/** Replaces all children. */
export function setChildren(el: Element, ...children: Child[]): void {
  el.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

/**
 * An amount as '1,234.50': the contract's formatter, the widget's own. `toLocaleString` with
 * options built a number formatter on every call, about 0.1 s of a phone's main thread for the
 * first one, while the widget's frame was drawing its first lines beside it (issue 20).
 */
export { formatAmount } from '@sideline/protocol';
