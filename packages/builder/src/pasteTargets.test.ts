import { describe, expect, it } from 'vitest';
import { formsFor, PASTE_MESSAGES, PASTE_TARGETS, reasonKey } from './pasteTargets';

describe('which form the builder shows first', () => {
  it('the link for CKEditor 5, which keeps nothing but links; the JSON for a headless CMS; else the block', () => {
    expect(formsFor('ckeditor5', true).first).toEqual(['link', 'linkHref']);
    expect(formsFor('headless', true).first).toEqual(['headless']);
    for (const target of ['tinymce', 'wordpress', 'html'] as const)
      expect(formsFor(target, true).first).toEqual(['block']);
  });

  it('keeps every other form one click away, and none twice', () => {
    for (const target of PASTE_TARGETS) {
      for (const hasLink of [true, false]) {
        const { first, others } = formsFor(target, hasLink);
        const all = [...first, ...others];
        expect(new Set(all).size).toBe(all.length);
        expect(all.sort()).toEqual(
          (hasLink ? ['block', 'headless', 'link', 'linkHref'] : ['block', 'headless']).sort(),
        );
      }
    }
  });

  it('a date field in CKEditor 5 gets the block, with the reason that fits it', () => {
    expect(formsFor('ckeditor5', false).first).toEqual(['block']);
    expect(reasonKey('ckeditor5', false)).toBe('why.ckeditor5Field');
  });

  it('says why in every language', () => {
    for (const messages of Object.values(PASTE_MESSAGES)) {
      for (const target of PASTE_TARGETS) expect(messages[reasonKey(target, true)]).toBeTruthy();
    }
  });
});
