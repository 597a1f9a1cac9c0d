import { describe, expect, test } from 'vitest';
import { readHostTrigger } from './hostTrigger';

function nodes(html: string): Node[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return Array.from(holder.childNodes);
}

describe('readHostTrigger', () => {
  test('a link: its text, href and classes', () => {
    expect(
      readHostTrigger(nodes('<a class="btn  small" href="/se/x?id=1">\n Ta bort\n ABC 123 </a>')),
    ).toEqual({
      text: 'Ta bort ABC 123',
      href: '/se/x?id=1',
      className: 'btn small',
    });
  });

  test('a form: its submit button, or a submit input’s value', () => {
    expect(
      readHostTrigger(
        nodes('<form method="post"><input type="hidden" name="id"><button class="b">Avböj</button></form>'),
      ),
    ).toEqual({
      text: 'Avböj',
      href: null,
      className: 'b',
    });
    expect(readHostTrigger(nodes('<form><input type="submit" value="Godkänn"></form>')).text).toBe('Godkänn');
  });

  test('the JSON props script is not part of the label', () => {
    expect(
      readHostTrigger(
        nodes('<script type="application/json">{"action":"x"}</script><button>Delete</button>'),
      ),
    ).toEqual({ text: 'Delete', href: null, className: '' });
  });

  test('text without a control is the label; nothing gives an empty label', () => {
    expect(readHostTrigger(nodes(' Säg upp <span>avtalet</span> '))).toEqual({
      text: 'Säg upp avtalet',
      href: null,
      className: '',
    });
    expect(readHostTrigger([])).toEqual({ text: '', href: null, className: '' });
  });
});
