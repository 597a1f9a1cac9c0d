import type { ApiResult } from '@nordpark/api/search';
import type { Facility } from '@nordpark/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { failed, fakeApi, fakeServices, ok, TestProviders } from '../testing/TestProviders';
import { facilitiesIn, storeInState } from '../testing/testStore';
import { ResultsPanel } from './ResultsPanel';

const [base] = facilitiesIn('Stockholm', 1) as [Facility];
const full: Facility = { ...base, HasWaitingList: true, WaitingListUrl: '/se/kolista?fId=1' };

function renderFull(
  registerForNotifications = vi.fn(async () => ok<unknown>({ Registered: true })),
  facility = full,
) {
  render(
    <TestProviders
      store={storeInState({ facilities: [facility] })}
      services={fakeServices(fakeApi({ registerForNotifications }))}
    >
      <ResultsPanel />
    </TestProviders>,
  );
  // The form opens on demand from the item, not in every card.
  const open = screen.queryByRole('button', { name: /^(Join the waiting list|Notify me of free spaces)/ });
  if (open) fireEvent.click(open);
  return registerForNotifications;
}

const email = () => screen.getByLabelText('E-mail address') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Register interest|Registering/ });

describe('the waiting list', () => {
  test('the form is not in the card until the visitor asks for it', () => {
    render(
      <TestProviders store={storeInState({ facilities: [full] })} services={fakeServices(fakeApi({}))}>
        <ResultsPanel />
      </TestProviders>,
    );
    const toggle = screen.getByRole('button', { name: /^Join the waiting list/ });
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
  });

  test('SRCH-03 API-15 registering interest posts the facility and e-mail, then thanks with the focus on it', async () => {
    const register = renderFull();
    fireEvent.change(email(), { target: { value: ' anna@example.se ' } });
    await act(async () => fireEvent.click(submit()));
    expect(register).toHaveBeenCalledWith({ fId: full.Uid, email: 'anna@example.se' }, expect.anything());
    const thanks = screen.getByText('Thank you! We will e-mail you when a space is free.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
  });

  test('SRCH-03 busy while sending, and a double click sends once', async () => {
    let answer: (result: ApiResult<unknown>) => void = () => {};
    const register = renderFull(
      vi.fn(
        () =>
          new Promise<ApiResult<unknown>>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    fireEvent.change(email(), { target: { value: 'anna@example.se' } });
    fireEvent.click(submit());
    fireEvent.click(submit());
    expect(register).toHaveBeenCalledTimes(1);
    expect(submit().textContent).toBe('Registering …');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer(ok({})));
    expect(screen.getByText(/Thank you/)).toBeTruthy();
  });

  test('SRCH-03 a failure says so in an alert and can be sent again', async () => {
    const register = renderFull(vi.fn(async (): Promise<ApiResult<unknown>> => failed()));
    fireEvent.change(email(), { target: { value: 'anna@example.se' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toBe('The registration failed. Please try again.');
    register.mockImplementationOnce(async () => ok({}));
    await act(async () => fireEvent.click(submit()));
    expect(register).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/Thank you/)).toBeTruthy();
  });

  test('SRCH-03 an empty or malformed address is explained at the field and nothing is sent', () => {
    const register = renderFull();
    fireEvent.click(submit());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter your e-mail address.',
    );
    fireEvent.change(email(), { target: { value: 'anna@' } });
    fireEvent.click(submit());
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  test('SRCH-04 a link to the waiting list when its URL is safe; none when it is not', () => {
    renderFull();
    expect(screen.getByRole('link', { name: 'Join the waiting list' }).getAttribute('href')).toBe(
      `${window.location.origin}/se/kolista?fId=1`,
    );
  });

  test('SRCH-04 a script WaitingListUrl draws no link', () => {
    renderFull(undefined, { ...full, WaitingListUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: 'Join the waiting list' })).toBeNull();
  });

  test('facilities with free spaces and without a waiting list offer no form', () => {
    renderFull(undefined, { ...base, HasWaitingList: false, Availability: 25 });
    expect(screen.queryByRole('button', { name: /waiting list|Notify me/ })).toBeNull();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
  });
});
