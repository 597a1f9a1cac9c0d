import { expect, test } from 'vitest';
import { invoiceDownloadUrl } from './invoiceDownloadUrl';

test('MYP-14 the download goes to the current page path plus downloaddocument with documentNumber', () => {
  expect(invoiceDownloadUrl('/se/my-parking/invoices/', 'INV-1001')).toBe(
    '/se/my-parking/invoices/downloaddocument?documentNumber=INV-1001',
  );
});

test('MYP-14 a page path without a trailing slash gets one before downloaddocument', () => {
  expect(invoiceDownloadUrl('/se/my-parking', 'INV-1001')).toBe(
    '/se/my-parking/downloaddocument?documentNumber=INV-1001',
  );
});

test('MYP-14 the document number is URL-encoded', () => {
  expect(invoiceDownloadUrl('/', 'A&B 1/2')).toBe('/downloaddocument?documentNumber=A%26B%201%2F2');
});
