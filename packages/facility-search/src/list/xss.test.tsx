import { xssFacilities } from '@nordpark/fixtures';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { TestProviders } from '../testing/TestProviders';
import { storeInState } from '../testing/testStore';
import { ResultsPanel } from './ResultsPanel';

// The server's text is shown as text: the XSS corpus renders as the literal characters, and
// no element, handler or script URL it holds reaches the DOM.
test('the XSS corpus renders as text: no script, no handler, no script or off-site link', async () => {
  // The details are a lazy chunk: its first import in a worker is transformed then, which took
  // longer than a second once under a full run. Loaded first, the clicks below only render.
  await import('./FacilityDetails');
  const { container } = render(
    <TestProviders store={storeInState({ facilities: [...xssFacilities] })}>
      <ResultsPanel />
    </TestProviders>,
  );
  const buttons = screen.getAllByRole('button', { name: /Show details/ });
  for (const button of buttons) fireEvent.click(button);
  // The tabs are a lazy chunk: wait until every expanded item has them.
  await waitFor(() => expect(screen.getAllByRole('tablist')).toHaveLength(buttons.length));
  for (const tab of screen.getAllByRole('tab', { name: 'Offers' }))
    await act(async () => fireEvent.click(tab));
  expect(container.querySelector('script, iframe, svg, img, details, form[action]')).toBeNull();
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes)
      expect(attribute.name.startsWith('on'), attribute.name).toBe(false);
  }
  for (const link of container.querySelectorAll('a')) {
    expect(link.href.startsWith(window.location.origin), link.href).toBe(true);
  }
  expect(screen.getAllByText(/<script>window.__xss='f1-name-script'<\/script>/).length).toBeGreaterThan(0);
});
