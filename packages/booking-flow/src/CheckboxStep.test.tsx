import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { CheckboxStep } from './CheckboxStep';

describe('CheckboxStep', () => {
  test('BOOK-08 an optional validation error shows under the label, tied to the checkbox', () => {
    const { rerender } = render(
      <CheckboxStep label="Jag godkänner villkoren" checked={false} onChange={() => undefined} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Jag godkänner villkoren' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('.np-booking__field-error')).toBeNull();

    rerender(
      <CheckboxStep
        label="Jag godkänner villkoren"
        error="Godkänn villkoren."
        checked={false}
        onChange={() => undefined}
      />,
    );
    const error = screen.getByText('Godkänn villkoren.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    // Under the label: the error follows the label in the document.
    const label = screen.getByText('Jag godkänner villkoren');
    expect(label.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('BOOK-09 for access devices the children stand in for the label and name the checkbox', () => {
    const onChange = vi.fn();
    render(
      <CheckboxStep accessDevice label="not shown" checked={false} onChange={onChange}>
        <span>Passerbricka</span> <span>150 kr</span>
      </CheckboxStep>,
    );
    expect(screen.queryByText('not shown')).toBeNull();
    const box = screen.getByRole('checkbox', { name: 'Passerbricka 150 kr' });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
