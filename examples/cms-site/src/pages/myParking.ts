import type { MyParkingVehicle } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import { html } from 'hono/html';
import { copyFor } from '../copy';
import { island } from '../html/island';
import type { Html } from '../html/types';
import { MARKETS } from '../markets';
import { sampleFacilityUid } from '../sampleFacility';
import { marketLayout } from './marketLayout';

export const MY_PARKING_PATH = '/se/my-parking';
/** MYP-14: the invoice download is the page path plus downloaddocument. */
export const DOWNLOAD_PATH = `${MY_PARKING_PATH}/downloaddocument`;

export interface VehicleRow {
  vehicle: MyParkingVehicle;
  description: string;
}

export interface PersonRow {
  recordId: string;
  name: string;
  email: string;
  /** The customer the page is signed in as. */
  signedIn: boolean;
}

export interface OrderRow {
  orderId: string;
  status: 'Pending' | 'Approved' | 'Declined';
}

export interface InvoiceRow {
  documentNumber: string;
  period: string;
  amount: string;
}

export interface ContractRow {
  salesOrderId: string;
  orderLineId: string;
  place: string;
  product: string;
  /** Where a terminated contract ends, as the backend has it; null while it runs. */
  endsOn: string | null;
}

/** Everything the page shows, read from the reference backend on each request. */
export interface MyParkingView {
  customerName: string;
  vehicles: readonly VehicleRow[];
  /** The plate the demo permit holds: its vehicle cannot be deleted (MYP-08). */
  permitPlate: string;
  admins: readonly PersonRow[];
  customers: readonly PersonRow[];
  orders: readonly OrderRow[];
  invoices: readonly InvoiceRow[];
  contracts: readonly ContractRow[];
  /**
   * Whether the signed-in customer is still one of the landlord's admins: after demoting
   * themselves the page offers no admin action (demote an admin, delete a customer).
   */
  signedInIsAdmin: boolean;
}

/** Where the demo gives the signed-in customer the admin rights back (a POST, then the page). */
export const RESTORE_ADMIN_PATH = `${MY_PARKING_PATH}/restore-admin`;

/**
 * The demo customer's invoices. The backend has no invoice list: any number exists except
 * one ending in 404 (ERR-19), which the last row shows.
 */
export const DEMO_INVOICES: readonly InvoiceRow[] = [
  { documentNumber: 'INV-2026-1101', period: 'Oktober 2026', amount: '1 250 kr' },
  { documentNumber: 'INV-2026-1102', period: 'November 2026', amount: '1 250 kr' },
  { documentNumber: 'INV-2026-0404', period: 'September 2026', amount: '1 250 kr' },
];

/**
 * The demo customer's contracts. The backend has no contract list: any order line can be
 * terminated once, except one whose id ends in 0, which has no termination date (ERR-21).
 */
export const DEMO_CONTRACTS: readonly Omit<ContractRow, 'endsOn'>[] = [
  {
    salesOrderId: 'SO-5101',
    orderLineId: 'OL-5101',
    place: facilities[0]?.Name ?? 'P-hus',
    product: 'Månadsparkering, reserverad plats',
  },
  {
    salesOrderId: 'SO-5102',
    orderLineId: 'OL-5102',
    place: facilities[1]?.Name ?? 'P-hus',
    product: 'Månadsparkering, fri plats',
  },
  {
    salesOrderId: 'SO-5103',
    orderLineId: 'OL-5110',
    place: facilities[2]?.Name ?? 'P-hus',
    product: 'Laddplats, årsavtal',
  },
];

// The page's own texts beyond the shared copy (the page is Swedish only, as in the CMS).
const TEXT = {
  intro: 'Här hanterar du dina fordon, användare, kunder, beställningar, fakturor och avtal.',
  vehiclesNote: 'Fordonet i ett parkeringstillstånd går inte att ta bort.',
  adminsHeading: 'Administratörer',
  customersHeading: 'Kunder',
  name: 'Namn',
  email: 'E-post',
  you: '(du)',
  demote: 'Ta bort som administratör',
  selfDemoteNote:
    'Tar du bort dig själv som administratör förlorar du administratörsrättigheterna direkt, och sidan visar inte längre några administratörsåtgärder.',
  noLongerAdmin:
    'Du är inte längre administratör: du kan inte ta bort administratörer eller kunder. Be en annan administratör om rättigheterna igen.',
  restoreAdmin: 'Gör mig till administratör igen (demo)',
  deleteCustomer: 'Ta bort kund',
  ordersHeading: 'Preliminära beställningar',
  order: 'Beställning',
  status: 'Status',
  statuses: { Pending: 'Väntar på svar', Approved: 'Godkänd', Declined: 'Avböjd' },
  approve: 'Godkänn',
  decline: 'Avböj',
  invoicesHeading: 'Fakturor',
  invoice: 'Faktura',
  period: 'Period',
  amount: 'Belopp',
  download: 'Ladda ner',
  contractsHeading: 'Avtal',
  place: 'Anläggning',
  product: 'Produkt',
  contractStatus: 'Gäller',
  running: 'Löpande',
  endsOn: 'Uppsagt, upphör',
  terminate: 'Säg upp',
  bookHeading: 'Boka en plats till',
  bookIntro: 'Innan du bokar ber vi dig bekräfta att du har läst anläggningens villkor.',
  book: 'Boka parkering',
  checkbox: 'Jag har läst och godkänner anläggningens villkor',
} as const;

// Without JavaScript nothing can confirm these, so their fallback says what they are but stays inert.
// It has the look (np-button) of the trigger that replaces it, so the row does not move then.
const inert = (label: string) => html`<button type="button" class="np-button" disabled>${label}</button>`;

function vehiclesTable(view: MyParkingView): Html {
  const copy = copyFor('sv').myParking;
  const rows = view.vehicles.map(
    ({ vehicle, description }) => html`<tr>
<th scope="row">${vehicle.plateText}</th>
<td>${description}</td>
<td>${island({
      name: 'confirm-dialog',
      props: { action: 'delete-vehicle', vehicle },
      fallback: inert(`${copy.delete} ${vehicle.plateText}`),
    })}</td>
</tr>`,
  );
  return html`<section aria-labelledby="vehicles-heading">
<h2 id="vehicles-heading">${copy.vehiclesHeading}</h2>
<p>${TEXT.vehiclesNote} (${view.permitPlate})</p>
<table id="vehicles" aria-labelledby="vehicles-heading">
<thead><tr><th scope="col">${copy.plate}</th><th scope="col">${copy.description}</th><th scope="col">${copy.actions}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</section>`;
}

function personCell({ name, signedIn }: PersonRow): Html {
  return html`<th scope="row">${name}${signedIn && html` ${TEXT.you}`}</th>`;
}

/** The admin actions are the signed-in admin's only: a demoted customer sees the lists alone. */
function actionsHeader(view: MyParkingView): Html | false {
  return view.signedInIsAdmin && html`<th scope="col">${copyFor('sv').myParking.actions}</th>`;
}

function adminNote(view: MyParkingView): Html {
  if (view.signedInIsAdmin) return html`<p>${TEXT.selfDemoteNote}</p>`;
  return html`<div class="site-panel site-panel--notice" role="note">
<p>${TEXT.noLongerAdmin}</p>
<form method="post" action="${RESTORE_ADMIN_PATH}"><button type="submit" class="np-button">${TEXT.restoreAdmin}</button></form>
</div>`;
}

function adminsTable(view: MyParkingView): Html {
  // Demoting yourself (currentUser) is said in the dialog: the admin rights go at once.
  const rows = view.admins.map(
    (admin) => html`<tr>
${personCell(admin)}
<td>${admin.email}</td>
${
  view.signedInIsAdmin &&
  html`<td>${island({
    name: 'confirm-dialog',
    props: {
      action: 'demote-admin',
      uid: admin.recordId,
      name: admin.name,
      ...(admin.signedIn ? { currentUser: true } : {}),
      // The row says whom; the button's name says it too (label), its words fit a phone's card.
      label: `${TEXT.demote}: ${admin.name}`,
    },
    fallback: inert(TEXT.demote),
  })}</td>`
}
</tr>`,
  );
  return html`<section aria-labelledby="admins-heading">
<h2 id="admins-heading">${TEXT.adminsHeading}</h2>
${adminNote(view)}
<table id="admins" aria-labelledby="admins-heading">
<thead><tr><th scope="col">${TEXT.name}</th><th scope="col">${TEXT.email}</th>${actionsHeader(view)}</tr></thead>
<tbody>${rows}</tbody>
</table>
</section>`;
}

function customersTable(view: MyParkingView): Html {
  // A deleted customer's row goes at once (onSuccess remove), without reloading the page. The
  // backend refuses to delete the customer one is signed in as, so that row offers no delete
  // (as an answered order offers no approve): its cell stays empty.
  const rows = view.customers.map(
    (customer) => html`<tr>
${personCell(customer)}
<td>${customer.email}</td>
${view.signedInIsAdmin && customer.signedIn && html`<td></td>`}
${
  view.signedInIsAdmin &&
  !customer.signedIn &&
  html`<td>${island({
    name: 'confirm-dialog',
    props: {
      action: 'delete-customer',
      contactNumber: customer.recordId,
      name: customer.name,
      onSuccess: 'remove',
      removeSelector: 'tr',
      label: `${TEXT.deleteCustomer}: ${customer.name}`,
    },
    fallback: inert(TEXT.deleteCustomer),
  })}</td>`
}
</tr>`,
  );
  return html`<section aria-labelledby="customers-heading">
<h2 id="customers-heading">${TEXT.customersHeading}</h2>
<table id="customers" aria-labelledby="customers-heading">
<thead><tr><th scope="col">${TEXT.name}</th><th scope="col">${TEXT.email}</th>${actionsHeader(view)}</tr></thead>
<tbody>${rows}</tbody>
</table>
</section>`;
}

function ordersTable(view: MyParkingView): Html {
  const copy = copyFor('sv').myParking;
  // Only a pending order can be approved or declined (orderStatus, as the CMS knows it): an
  // answered one offers neither, so no visitor meets a refusal that was certain (defect 11).
  const rows = view.orders.map(
    ({ orderId, status }) => html`<tr>
<th scope="row">${orderId}</th>
<td>${TEXT.statuses[status]}</td>
<td>${
      status === 'Pending' &&
      html`<div class="site-actions">${island({
        name: 'confirm-dialog',
        props: { action: 'approve-order', orderId, orderStatus: 'pending' },
        fallback: inert(`${TEXT.approve} ${orderId}`),
      })}${island({
        name: 'confirm-dialog',
        props: { action: 'decline-order', orderId, orderStatus: 'pending' },
        fallback: inert(`${TEXT.decline} ${orderId}`),
      })}</div>`
    }</td>
</tr>`,
  );
  return html`<section aria-labelledby="orders-heading">
<h2 id="orders-heading">${TEXT.ordersHeading}</h2>
<table id="orders" aria-labelledby="orders-heading">
<thead><tr><th scope="col">${TEXT.order}</th><th scope="col">${TEXT.status}</th><th scope="col">${copy.actions}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</section>`;
}

function invoicesTable(view: MyParkingView): Html {
  const copy = copyFor('sv').myParking;
  // A plain link without JavaScript: the download works there too.
  const rows = view.invoices.map(
    ({ documentNumber, period, amount }) => html`<tr>
<th scope="row">${documentNumber}</th>
<td>${period}</td>
<td>${amount}</td>
<td>${island({
      name: 'confirm-dialog',
      props: { action: 'download-invoice', documentNumber },
      fallback: html`<a href="${DOWNLOAD_PATH}?documentNumber=${encodeURIComponent(documentNumber)}">${TEXT.download} ${documentNumber}</a>`,
    })}</td>
</tr>`,
  );
  return html`<section aria-labelledby="invoices-heading">
<h2 id="invoices-heading">${TEXT.invoicesHeading}</h2>
<table id="invoices" aria-labelledby="invoices-heading">
<thead><tr><th scope="col">${TEXT.invoice}</th><th scope="col">${TEXT.period}</th><th scope="col">${TEXT.amount}</th><th scope="col">${copy.actions}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</section>`;
}

function contractsTable(view: MyParkingView): Html {
  const copy = copyFor('sv').myParking;
  const rows = view.contracts.map(
    (contract) => html`<tr>
<th scope="row">${contract.place}</th>
<td>${contract.product}</td>
<td>${contract.endsOn ? `${TEXT.endsOn} ${contract.endsOn}` : TEXT.running}</td>
<td>${island({
      name: 'confirm-dialog',
      props: {
        action: 'terminate-contract',
        salesOrderId: contract.salesOrderId,
        orderLineId: contract.orderLineId,
        ...(contract.endsOn ? { contractEndDate: contract.endsOn } : {}),
        label: `${TEXT.terminate}: ${contract.place}`,
      },
      fallback: inert(TEXT.terminate),
    })}</td>
</tr>`,
  );
  return html`<section aria-labelledby="contracts-heading">
<h2 id="contracts-heading">${TEXT.contractsHeading}</h2>
<table id="contracts" aria-labelledby="contracts-heading">
<thead><tr><th scope="col">${TEXT.place}</th><th scope="col">${TEXT.product}</th><th scope="col">${TEXT.contractStatus}</th><th scope="col">${copy.actions}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</section>`;
}

function bookSection(): Html {
  const uid = sampleFacilityUid('se');
  const href = uid ? `/se/booking/?${new URLSearchParams({ fId: uid, t: '1' })}` : '/se/booking/';
  // A facility confirm: the link works without JavaScript; with it, the box must be ticked first.
  return html`<section aria-labelledby="book-heading">
<h2 id="book-heading">${TEXT.bookHeading}</h2>
<p>${TEXT.bookIntro}</p>
<div id="book">${island({
    name: 'confirm-dialog',
    props: { action: 'facility-confirm', checkboxLabel: TEXT.checkbox },
    fallback: html`<a href="${href}">${TEXT.book}</a>`,
  })}</div>
</section>`;
}

/**
 * `/se/my-parking`: what a signed-in customer who is also the landlord's admin sees, rendered
 * by the CMS from the backend's state. The tables are server HTML; each action is a trigger
 * the confirm-dialog island enhances (MYP-01).
 */
export function myParkingPage(view: MyParkingView): Html {
  const market = MARKETS.se;
  const copy = copyFor(market.language).myParking;
  return marketLayout(market, {
    path: MY_PARKING_PATH,
    title: copy.title,
    content: html`<h1>${copy.title}</h1>
<p>${copy.signedInAs} <strong>${view.customerName}</strong>. ${TEXT.intro}</p>
${vehiclesTable(view)}
${adminsTable(view)}
${customersTable(view)}
${ordersTable(view)}
${invoicesTable(view)}
${contractsTable(view)}
${bookSection()}`,
  });
}

/**
 * The invoice a download link names, as a plain-text attachment; null for a number the
 * backend says does not exist (ending in 404, ERR-19) or no number at all.
 */
export function invoiceDocument(
  documentNumber: string | undefined,
): { filename: string; body: string } | null {
  if (!documentNumber || documentNumber.endsWith('404') || !/^[\w-]+$/.test(documentNumber)) return null;
  const invoice = DEMO_INVOICES.find((row) => row.documentNumber === documentNumber);
  return {
    filename: `faktura-${documentNumber}.txt`,
    body: [
      'Nordpark – faktura',
      `Fakturanummer: ${documentNumber}`,
      ...(invoice ? [`Period: ${invoice.period}`, `Belopp: ${invoice.amount}`] : []),
      '',
    ].join('\n'),
  };
}
