import type { MyParkingVehicle } from '@nordpark/core';
import { copyFor } from '../copy';
import { html, type SafeHtml } from '../html/html';
import { island } from '../html/island';
import { MARKETS } from '../markets';
import { marketLayout } from './marketLayout';

export interface VehicleRow {
  vehicle: MyParkingVehicle;
  description: string;
}

/**
 * `/se/my-parking`: the page a signed-in customer sees, rendered by the CMS. The rows are
 * server HTML; only each row's Delete is an island (a confirm dialog, MYP-01).
 */
export function myParkingPage(customerName: string, rows: readonly VehicleRow[]): SafeHtml {
  const market = MARKETS.se;
  const copy = copyFor(market.language).myParking;
  const body = rows.map(
    ({ vehicle, description }) => html`<tr>
<th scope="row">${vehicle.plateText}</th>
<td>${description}</td>
<td>${island({
      name: 'confirm-dialog',
      props: { action: 'delete-vehicle', vehicle },
      // Without JavaScript nothing can confirm the delete, so the fallback says what it is but stays inert.
      fallback: html`<button type="button" disabled>${copy.delete} ${vehicle.plateText}</button>`,
    })}</td>
</tr>`,
  );
  return marketLayout(market, {
    path: '/se/my-parking',
    title: copy.title,
    content: html`<h1>${copy.title}</h1>
<p>${copy.signedInAs} <strong>${customerName}</strong>. ${copy.intro}</p>
<h2 id="vehicles-heading">${copy.vehiclesHeading}</h2>
<table aria-labelledby="vehicles-heading">
<thead><tr><th scope="col">${copy.plate}</th><th scope="col">${copy.description}</th><th scope="col">${copy.actions}</th></tr></thead>
<tbody>${body}</tbody>
</table>`,
  });
}
