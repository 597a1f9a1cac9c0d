import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Spinner } from './Spinner';

test('without a label it is decorative: hidden from assistive technology', () => {
  const { container } = render(<Spinner />);
  expect(container.innerHTML).toBe('<span class="np-spinner" aria-hidden="true"></span>');
});

test('with a label it is an image named by it', () => {
  const { container } = render(<Spinner label="Loading" className="extra" />);
  const spinner = container.firstElementChild;
  expect(spinner?.getAttribute('role')).toBe('img');
  expect(spinner?.getAttribute('aria-label')).toBe('Loading');
  expect(spinner?.className).toBe('np-spinner extra');
});
