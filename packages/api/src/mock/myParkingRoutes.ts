import type { PageConfig } from '@nordpark/core';
import { facilities, sampleCustomers, sampleMyParkingVehicles, samplePlaceOptions } from '@nordpark/fixtures';
import type { ApiPaths } from '../paths';
import { noticePeriodEnd } from './dates';
import { type MockRoute, param } from './routeTypes';

const done = { json: { StatusCode: 200, ErrorMessage: null } };

/** The mock's demo cases, so every dialog's unhappy path can be seen without a server. */
export const MOCK_CASES = {
  /** This plate is in a permit: deleting it is blocked (MYP-08). */
  plateInPermit: sampleMyParkingVehicles[0]?.plateText ?? '',
  /** Invoices whose number ends so are not found (ERR-19). */
  missingDocumentSuffix: '404',
  /** Order lines whose id ends so have no termination date (ERR-21). */
  noTerminationDateSuffix: '0',
} as const;

export function myParkingRoutes(_config: PageConfig, paths: ApiPaths): MockRoute[] {
  return [
    {
      name: 'checkPermitForDeleteVehicle',
      method: 'POST',
      path: paths.myParking('settingspage', 'checkpermitfordeletevehicle'),
      // API-40 names the flag data.existsInPermit, so the mock answers in that form.
      answer: ({ data }) => ({
        json: { data: { existsInPermit: param(data, 'plateText') === MOCK_CASES.plateInPermit } },
      }),
    },
    {
      name: 'deleteVehicle',
      method: 'POST',
      path: paths.myParking('settingspage', 'deletevehicle'),
      answer: () => done,
    },
    { name: 'updatePermit', method: 'POST', path: paths.myParking('', 'updatepermit'), answer: () => done },
    {
      name: 'approveSalesOrder',
      method: 'POST',
      path: paths.myParking('preliminaryorderpage', 'approvesalesorder'),
      answer: () => done,
    },
    {
      name: 'declineSalesOrder',
      method: 'POST',
      path: paths.myParking('preliminaryorderpage', 'declinesalesorder'),
      answer: () => done,
    },
    {
      name: 'checkIfDocumentExist',
      method: 'GET',
      path: paths.myParking('invoicespage', 'CheckIfDocumentExist'),
      answer: ({ data }) => {
        const documentNumber = param(data, 'documentNumber');
        const missing = !documentNumber || documentNumber.endsWith(MOCK_CASES.missingDocumentSuffix);
        return {
          json: missing
            ? {
                DocumentNumber: documentNumber,
                Exists: false,
                ErrorMessage: `Invoice ${documentNumber} was not found.`,
              }
            : { DocumentNumber: documentNumber, Exists: true, ErrorMessage: null },
        };
      },
    },
    {
      name: 'getOrderLineTerminationDate',
      method: 'GET',
      path: paths.myParking('', 'GetOrderLineTerminationDate'),
      answer: ({ data }) => ({
        json: {
          TerminationDate: param(data, 'orderLineId').endsWith(MOCK_CASES.noTerminationDateSuffix)
            ? null
            : noticePeriodEnd(),
        },
      }),
    },
    {
      name: 'terminateOrderLine',
      method: 'POST',
      path: paths.myParking('', 'TerminateOrderLine'),
      withPathValues: true,
      // ERR-20: the server reports a refused termination in StatusCode and ErrorMessage.
      answer: ({ data }) => ({
        json: param(data, 'reason')
          ? { StatusCode: 200, ErrorMessage: null }
          : { StatusCode: 400, ErrorMessage: 'A reason for the termination is required.' },
      }),
    },
    { name: 'demoteAdmin', method: 'POST', path: '/landlord/demoteadmin', answer: () => done },
    { name: 'deleteCustomer', method: 'POST', path: '/landlord/deletecustomer', answer: () => done },
    { name: 'createPermits', method: 'POST', path: '/landlord/createpermits', answer: () => done },
    { name: 'updateLandlordPermit', method: 'POST', path: '/landlord/updatepermit', answer: () => done },
    { name: 'createUser', method: 'POST', path: '/landlord/createuser', answer: () => done },
    {
      name: 'getPlaces',
      method: 'GET',
      path: '/landlord/getplaces',
      answer: () => ({ json: samplePlaceOptions }),
    },
    {
      name: 'getCustomers',
      method: 'GET',
      path: '/landlord/getcustomers',
      answer: () => ({ json: sampleCustomers }),
    },
    {
      name: 'getPermitDetails',
      method: 'GET',
      path: '/landlord/getpermitdetails',
      answer: ({ data }) => ({
        json: {
          PermitId: param(data, 'permitId') || 'P-3001',
          Type: 'resident',
          LicensePlate: sampleMyParkingVehicles[0]?.plateText ?? '',
          Place: facilities[0]?.Name ?? '',
          ValidFrom: '2026-01-01',
          ValidTo: '2026-12-31',
        },
      }),
    },
    {
      name: 'getPermitTypes',
      method: 'GET',
      path: '/permits/types',
      answer: () => ({
        json: [
          { Id: 'resident', Text: 'Boende' },
          { Id: 'visitor', Text: 'Besökare' },
          { Id: 'staff', Text: 'Personal' },
        ],
      }),
    },
    { name: 'refreshLogin', method: 'POST', path: '/refreshlogin', answer: () => done },
  ];
}
