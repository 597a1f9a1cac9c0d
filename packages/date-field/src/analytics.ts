import { type DateSelectionEvent, dateSelectionEvent } from '@nordpark/core';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes the date-selection change event to the analytics data layer, creating it if absent (DATE-41). */
export function pushDateSelection(label: string, value: string): DateSelectionEvent {
  const event = dateSelectionEvent(label, value);
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
  return event;
}
