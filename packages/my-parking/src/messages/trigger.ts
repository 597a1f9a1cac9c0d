import type { Language } from '@nordpark/core';
import type { TriggerMessageId } from './ids';

/**
 * The trigger's texts in every language: the trigger shows them before anything else has
 * loaded, and they are few.
 */
export const triggerMessages: Record<Language, Record<TriggerMessageId, string>> = {
  sv: {
    'myParking.busy': 'Vänta …',
    'myParking.loadError': 'Det gick inte att öppna. Försök igen.',
    'myParking.deleteVehicle.trigger': 'Ta bort',
    'myParking.demoteAdmin.trigger': 'Ta bort som administratör',
    'myParking.deleteCustomer.trigger': 'Ta bort kund',
    'myParking.approveOrder.trigger': 'Godkänn',
    'myParking.declineOrder.trigger': 'Avböj',
    'myParking.downloadInvoice.trigger': 'Ladda ner faktura',
    'myParking.terminateContract.trigger': 'Säg upp',
    'myParking.facilityConfirm.trigger': 'Fortsätt',
  },
  nb: {
    'myParking.busy': 'Vent litt …',
    'myParking.loadError': 'Dette kunne ikke åpnes. Prøv igjen.',
    'myParking.deleteVehicle.trigger': 'Slett',
    'myParking.demoteAdmin.trigger': 'Fjern som administrator',
    'myParking.deleteCustomer.trigger': 'Slett kunde',
    'myParking.approveOrder.trigger': 'Godkjenn',
    'myParking.declineOrder.trigger': 'Avslå',
    'myParking.downloadInvoice.trigger': 'Last ned faktura',
    'myParking.terminateContract.trigger': 'Si opp',
    'myParking.facilityConfirm.trigger': 'Fortsett',
  },
  fi: {
    'myParking.busy': 'Odota hetki…',
    'myParking.loadError': 'Avaaminen ei onnistunut. Yritä uudelleen.',
    'myParking.deleteVehicle.trigger': 'Poista',
    'myParking.demoteAdmin.trigger': 'Poista ylläpitäjän oikeudet',
    'myParking.deleteCustomer.trigger': 'Poista asiakas',
    'myParking.approveOrder.trigger': 'Hyväksy',
    'myParking.declineOrder.trigger': 'Hylkää',
    'myParking.downloadInvoice.trigger': 'Lataa lasku',
    'myParking.terminateContract.trigger': 'Irtisano',
    'myParking.facilityConfirm.trigger': 'Jatka',
  },
  en: {
    'myParking.busy': 'Please wait…',
    'myParking.loadError': 'This could not be opened. Please try again.',
    'myParking.deleteVehicle.trigger': 'Delete',
    'myParking.demoteAdmin.trigger': 'Remove as admin',
    'myParking.deleteCustomer.trigger': 'Delete customer',
    'myParking.approveOrder.trigger': 'Approve',
    'myParking.declineOrder.trigger': 'Decline',
    'myParking.downloadInvoice.trigger': 'Download invoice',
    'myParking.terminateContract.trigger': 'Terminate',
    'myParking.facilityConfirm.trigger': 'Continue',
  },
};
