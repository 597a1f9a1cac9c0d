import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const CITIES: ComboboxOption[] = [
  { id: 'sto', label: 'Stockholm' },
  { id: 'got', label: 'Göteborg' },
  { id: 'mal', label: 'Malmö' },
];

/** The combobox with its text kept in state, as a caller would. */
function Harness(props: Partial<ComboboxProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        label="Where do you want to park?"
        options={CITIES}
        onSelect={() => undefined}
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
    </form>
  );
}

const box = () => screen.getByRole('combobox') as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const key = (name: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(box(), { key: name, ...init });
const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Combobox', () => {
  test('SRCH-22 the input is a combobox with a visible label, controlling a listbox', () => {
    render(<Harness />);
    const input = box();
    expect(screen.getByRole('combobox', { name: 'Where do you want to park?' })).toBe(input);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);
  });

  test('typing opens the list of options; aria-expanded follows', () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    type('st');
    expect(onValueChange).toHaveBeenCalledWith('st');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Stockholm',
      'Göteborg',
      'Malmö',
    ]);
    // Nothing is active until the visitor moves into the list.
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
  });

  test('ArrowDown and ArrowUp move the active option, wrapping; aria-selected marks it', () => {
    render(<Harness />);
    type('s');
    key('ArrowDown');
    expect(activeOption()?.textContent).toBe('Stockholm');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    key('ArrowDown');
    expect(activeOption()?.textContent).toBe('Malmö');
    key('ArrowDown');
    expect(activeOption()?.textContent).toBe('Stockholm');
    key('ArrowUp');
    expect(activeOption()?.textContent).toBe('Malmö');
    const selected = screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected).toHaveLength(1);
  });

  test('ArrowDown on a closed box opens it on the first option, ArrowUp on the last', () => {
    render(<Harness initial="s" />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()?.textContent).toBe('Stockholm');
    key('Escape');
    key('ArrowUp');
    expect(activeOption()?.textContent).toBe('Malmö');
  });

  test('ArrowLeft and ArrowRight on an active option go back to the text and leave the list open', () => {
    render(<Harness />);
    type('mal');
    for (const arrow of ['ArrowLeft', 'ArrowRight']) {
      key('ArrowDown');
      expect(activeOption()?.textContent).toBe('Stockholm');
      // Not prevented: the browser moves the caret as it does in any text box.
      expect(key(arrow), arrow).toBe(true);
      expect(box().hasAttribute('aria-activedescendant'), arrow).toBe(false);
      expect(screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true')).toEqual(
        [],
      );
      expect(box().getAttribute('aria-expanded'), arrow).toBe('true');
      expect(box().value).toBe('mal');
    }
    // From the text again, ArrowDown starts at the first option.
    key('ArrowDown');
    expect(activeOption()?.textContent).toBe('Stockholm');
  });

  test('ArrowLeft and ArrowRight in the text with no active option change nothing of the list', () => {
    render(<Harness />);
    type('mal');
    expect(key('ArrowLeft')).toBe(true);
    expect(key('ArrowRight')).toBe(true);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
  });

  test('Enter chooses the active option, closes the list and does not submit the form', () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Combobox
          label="Place"
          value="g"
          onValueChange={() => undefined}
          options={CITIES}
          onSelect={onSelect}
        />
      </form>,
    );
    key('ArrowDown');
    key('ArrowDown');
    const allowed = key('Enter');
    expect(allowed).toBe(false);
    expect(onSelect).toHaveBeenCalledWith({ id: 'got', label: 'Göteborg' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('Enter without an active option is left to the form', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    type('s');
    expect(key('Enter')).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
  });

  test('Escape closes an open list first, then clears the text', () => {
    render(<Harness />);
    type('malm');
    expect(key('Escape')).toBe(false);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('malm');
    expect(key('Escape')).toBe(false);
    expect(box().value).toBe('');
  });

  test('a click on an option chooses it, and the mouse-down does not take focus from the box', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    box().focus();
    type('m');
    const option = screen.getByRole('option', { name: 'Malmö' });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(onSelect).toHaveBeenCalledWith({ id: 'mal', label: 'Malmö' });
    expect(document.activeElement).toBe(box());
  });

  test('leaving the box (blur, Tab) closes the list', () => {
    render(<Harness />);
    type('s');
    fireEvent.blur(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    type('st');
    key('Tab');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  test('new options reset the active one', () => {
    const { rerender } = render(
      <Combobox
        label="Place"
        value="s"
        onValueChange={() => undefined}
        options={CITIES}
        onSelect={() => undefined}
      />,
    );
    key('ArrowDown');
    expect(activeOption()?.textContent).toBe('Stockholm');
    rerender(
      <Combobox
        label="Place"
        value="s"
        onValueChange={() => undefined}
        options={CITIES.slice(1)}
        onSelect={() => undefined}
      />,
    );
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  test('ERR-23 with no options the empty message shows in place of the list, describing the box', () => {
    render(<Harness options={[]} emptyMessage="No places found" announcement="No places found" />);
    type('xyz');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    const message = screen.getByText('No places found', { selector: '.np-combobox__empty' });
    expect(box().getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  test('ERR-23 the announcement is in a polite live region', () => {
    render(<Harness announcement="3 suggestions" />);
    const region = screen.getByText('3 suggestions');
    expect(region.getAttribute('aria-live')).toBe('polite');
    // Not a second role="status": the page's own status line keeps that role.
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('describedBy and invalid reach the input', () => {
    render(<Harness describedBy="err" invalid />);
    expect(box().getAttribute('aria-describedby')).toBe('err');
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });
});
