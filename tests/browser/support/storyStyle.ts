import type { Page } from 'playwright-core';

/** What a rendered story's islands look like, as far as their stylesheets go. */
export interface StoryStyle {
  /** Each way a root of the story (an island's root, an open dialog) shows its stylesheet
   * missing; empty when styled. */
  unstyled: string[];
  /** How many roots were looked at: a story that renders none of ours proves nothing. */
  roots: number;
}

/**
 * Reads the story shown in `page` (the Storybook preview, its story rendered). Its roots are the
 * elements with an `np-` class and no such ancestor inside the story's root (the runtime's
 * `np-island-view` wrapper, `display: contents`, does not count). Each must resolve the base's
 * `--np-*` tokens, have at least one of its classes in a loaded stylesheet, and, when it is a
 * block the island draws (not a host's button or an inline part that inherits the host's
 * font), draw with the base's font: Storybook's own default font is the browser's serif, which
 * an island without its stylesheet inherits. Every visually hidden text must be out of sight.
 */
export function storyStyle(page: Page): Promise<StoryStyle> {
  return page.evaluate(() => {
    const TRANSPARENT = ['np-island-view', 'np-visually-hidden'];
    const INHERITS_HOST_FONT = ['BUTTON', 'A', 'SPAN', 'LABEL', 'INPUT', 'SELECT', 'TEXTAREA'];
    const ownClasses = (el: Element) =>
      [...el.classList].filter((name) => name.startsWith('np-') && !TRANSPARENT.includes(name));
    const styledClasses = new Set<string>();
    const readRules = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/\.(np-[\w-]+)/g)) styledClasses.add(match[1] ?? '');
        if ('cssRules' in rule) readRules((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        readRules(sheet.cssRules);
      } catch {
        // Another origin's sheet: none of ours.
      }
    }
    const storyRoot = document.getElementById('storybook-root');
    const scopes = [storyRoot, ...document.querySelectorAll('dialog[open]')].filter(
      (scope): scope is HTMLElement => scope !== null,
    );
    const roots = new Set<Element>();
    for (const scope of scopes) {
      for (const el of [scope, ...scope.querySelectorAll('*')]) {
        if (ownClasses(el).length === 0) continue;
        let parent = el === scope ? null : el.parentElement;
        while (parent && parent !== scope && ownClasses(parent).length === 0) parent = parent.parentElement;
        if (!parent || (parent === scope && ownClasses(scope).length === 0)) roots.add(el);
      }
    }
    const unstyled: string[] = [];
    const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.className}">`;
    for (const root of roots) {
      const style = getComputedStyle(root);
      const token = style.getPropertyValue('--np-font-family').trim();
      if (!token || !style.getPropertyValue('--np-color-text').trim()) {
        unstyled.push(`${name(root)}: the --np-* tokens resolve to nothing`);
        continue;
      }
      if (!ownClasses(root).some((cls) => styledClasses.has(cls)))
        unstyled.push(`${name(root)}: no loaded stylesheet has a rule for its classes`);
      const family = (value: string) => value.replace(/\s|"/g, '');
      if (!INHERITS_HOST_FONT.includes(root.tagName) && family(style.fontFamily) !== family(token))
        unstyled.push(`${name(root)}: font ${style.fontFamily}, not the base's`);
    }
    for (const scope of scopes)
      for (const hidden of scope.querySelectorAll('.np-visually-hidden')) {
        const box = hidden.getBoundingClientRect();
        if (box.width > 1 || box.height > 1)
          unstyled.push(`${name(hidden)} "${hidden.textContent}" is in sight`);
      }
    return { unstyled, roots: roots.size };
  });
}
