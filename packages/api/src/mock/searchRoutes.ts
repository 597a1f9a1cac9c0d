import type { PageConfig } from '@nordpark/core';
import { pricesProductsPartialHtml } from '@nordpark/fixtures';
import type { ApiPaths } from '../paths';
import { facilityOf, nearbyFacilities, productsByZone } from './facilityData';
import { type MockRoute, notFound, param } from './routeTypes';

const OFFER_HTML =
  '<section class="np-offer"><h3>Parkera smartare</h3>' +
  '<p>Boka din plats i förväg och få första månaden till halva priset.</p></section>';

export function searchRoutes(config: PageConfig, paths: ApiPaths): MockRoute[] {
  return [
    {
      name: 'getNearbyFacilities',
      method: 'GET',
      path: '/booking/getnearbyfacilities',
      answer: ({ data }) => ({ json: nearbyFacilities(data) }),
    },
    {
      name: 'getPricesProductsPartial',
      method: 'GET',
      path: '/facilitypage/getpricesproductspartial',
      answer: ({ data }) => {
        const facility = facilityOf(data);
        if (!facility) return notFound();
        return { html: pricesProductsPartialHtml(facility, param(data, 'epslanguage') || config.language) };
      },
    },
    {
      name: 'getConfirmationPageOffer',
      method: 'GET',
      path: '/facilitypage/getconfirmationpageoffer',
      answer: () => ({ html: OFFER_HTML }),
    },
    {
      name: 'getProducts',
      method: 'GET',
      path: paths.controller('getproducts'),
      answer: ({ data }) => {
        const facility = facilityOf(data);
        if (!facility) return notFound();
        const products = (facility.Products ?? []).filter(
          (product) => data.includeNotBookableOnline === true || !product.OnlineBookingNotAllowed,
        );
        return { json: { Places: productsByZone(products) } };
      },
    },
    {
      name: 'registerForNotifications',
      method: 'POST',
      path: '/waitinglist/RegisterForNotifications',
      answer: () => ({ json: { StatusCode: 200, Data: { Registered: true } } }),
    },
  ];
}
