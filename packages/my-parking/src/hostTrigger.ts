/** What the host rendered as the trigger, read from the island's server-rendered fallback. */
export interface HostTrigger {
  /** Its text, white space collapsed; '' when it has none. */
  text: string;
  /** A link's href as written, or null: where the page goes without JavaScript. */
  href: string | null;
  /** Its class attribute, so the enhanced trigger keeps the host's look. */
  className: string;
}

const CONTROL = 'a[href],button,input[type="submit"],input[type="button"]';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The host's trigger: the first link or button in the fallback (a form's submit button
 * counts), its text, href and classes. JSON props scripts and templates are skipped. Without
 * a control, the fallback's text is the label.
 */
export function readHostTrigger(fallback: readonly Node[]): HostTrigger {
  let control: Element | null = null;
  const texts: string[] = [];
  for (const node of fallback) {
    if (node.nodeType === TEXT_NODE) texts.push(node.textContent ?? '');
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as Element;
    if (element.matches('script,template,style')) continue;
    texts.push(element.textContent ?? '');
    control ??= element.matches(CONTROL) ? element : element.querySelector(CONTROL);
  }
  if (!control) return { text: collapse(texts.join(' ')), href: null, className: '' };
  const value = control.tagName === 'INPUT' ? control.getAttribute('value') : control.textContent;
  return {
    text: collapse(value),
    href: control.tagName === 'A' ? control.getAttribute('href') : null,
    className: collapse(control.getAttribute('class')),
  };
}
