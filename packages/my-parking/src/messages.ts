import { LANGUAGES, type Language } from '@nordpark/core';
import { type TriggerMessageId, triggerMessages } from './triggerMessages';

/**
 * Every text the confirm dialogs show or announce, by message id. Override any of them for a
 * page or one island with the config's `texts`; the most common ones also have props
 * (`heading`, `body`, `confirmLabel`, `errorText`, `checkboxLabel`, `reasons`, `label`).
 * Placeholders: {plate}, {name}, {order}, {document}, {date}.
 */
export type DialogMessageId =
  | 'myParking.cancel'
  | 'myParking.close'
  | 'myParking.errorHeading'
  | 'myParking.error'
  | 'myParking.deleteVehicle.heading'
  | 'myParking.deleteVehicle.body'
  | 'myParking.deleteVehicle.confirm'
  | 'myParking.deleteVehicle.blockedHeading'
  | 'myParking.deleteVehicle.blocked'
  | 'myParking.deleteVehicle.done'
  | 'myParking.demoteAdmin.heading'
  | 'myParking.demoteAdmin.body'
  | 'myParking.demoteAdmin.confirm'
  | 'myParking.demoteAdmin.error'
  | 'myParking.demoteAdmin.done'
  | 'myParking.deleteCustomer.heading'
  | 'myParking.deleteCustomer.body'
  | 'myParking.deleteCustomer.confirm'
  | 'myParking.deleteCustomer.error'
  | 'myParking.deleteCustomer.done'
  | 'myParking.approveOrder.heading'
  | 'myParking.approveOrder.body'
  | 'myParking.approveOrder.confirm'
  | 'myParking.approveOrder.error'
  | 'myParking.approveOrder.done'
  | 'myParking.declineOrder.heading'
  | 'myParking.declineOrder.body'
  | 'myParking.declineOrder.confirm'
  | 'myParking.declineOrder.error'
  | 'myParking.declineOrder.done'
  | 'myParking.downloadInvoice.notFoundHeading'
  | 'myParking.downloadInvoice.notFound'
  | 'myParking.terminateContract.heading'
  | 'myParking.terminateContract.body'
  | 'myParking.terminateContract.reason'
  | 'myParking.terminateContract.reasonHint'
  | 'myParking.terminateContract.reason.moving'
  | 'myParking.terminateContract.reason.noVehicle'
  | 'myParking.terminateContract.reason.price'
  | 'myParking.terminateContract.reason.other'
  | 'myParking.terminateContract.confirm'
  | 'myParking.terminateContract.sorry'
  | 'myParking.terminateContract.notPossible'
  | 'myParking.terminateContract.existingDate'
  | 'myParking.terminateContract.doneHeading'
  | 'myParking.terminateContract.done'
  | 'myParking.facilityConfirm.heading'
  | 'myParking.facilityConfirm.body'
  | 'myParking.facilityConfirm.checkbox'
  | 'myParking.facilityConfirm.confirm';

export type MyParkingMessageId = TriggerMessageId | DialogMessageId;

const dialogMessages: Record<Language, Record<DialogMessageId, string>> = {
  sv: {
    'myParking.cancel': 'Avbryt',
    'myParking.close': 'Stäng',
    'myParking.errorHeading': 'Något gick fel',
    'myParking.error': 'Det gick inte just nu. Försök igen om en stund.',
    'myParking.deleteVehicle.heading': 'Ta bort fordonet {plate}?',
    'myParking.deleteVehicle.body': 'Fordonet tas bort från ditt konto.',
    'myParking.deleteVehicle.confirm': 'Ta bort fordonet',
    'myParking.deleteVehicle.blockedHeading': 'Fordonet kan inte tas bort',
    'myParking.deleteVehicle.blocked': '{plate} ingår i ett parkeringstillstånd. Ändra tillståndet först.',
    'myParking.deleteVehicle.done': 'Fordonet {plate} är borttaget.',
    'myParking.demoteAdmin.heading': 'Ta bort {name} som administratör?',
    'myParking.demoteAdmin.body': '{name} blir en vanlig användare och kan inte längre administrera kontot.',
    'myParking.demoteAdmin.confirm': 'Ta bort som administratör',
    'myParking.demoteAdmin.error': 'Administratören kunde inte tas bort. Försök igen om en stund.',
    'myParking.demoteAdmin.done': '{name} är inte längre administratör.',
    'myParking.deleteCustomer.heading': 'Ta bort kunden {name}?',
    'myParking.deleteCustomer.body': 'Kunden tas bort med sina fordon och tillstånd. Det går inte att ångra.',
    'myParking.deleteCustomer.confirm': 'Ta bort kunden',
    'myParking.deleteCustomer.error': 'Kunden kunde inte tas bort. Försök igen om en stund.',
    'myParking.deleteCustomer.done': 'Kunden {name} är borttagen.',
    'myParking.approveOrder.heading': 'Godkänn beställningen {order}?',
    'myParking.approveOrder.body': 'Beställningen blir bindande när du godkänner den.',
    'myParking.approveOrder.confirm': 'Godkänn beställningen',
    'myParking.approveOrder.error': 'Beställningen kunde inte godkännas. Försök igen om en stund.',
    'myParking.approveOrder.done': 'Beställningen {order} är godkänd.',
    'myParking.declineOrder.heading': 'Avböj beställningen {order}?',
    'myParking.declineOrder.body': 'Beställningen avbryts och kan inte godkännas senare.',
    'myParking.declineOrder.confirm': 'Avböj beställningen',
    'myParking.declineOrder.error': 'Beställningen kunde inte avböjas. Försök igen om en stund.',
    'myParking.declineOrder.done': 'Beställningen {order} är avböjd.',
    'myParking.downloadInvoice.notFoundHeading': 'Fakturan hittades inte',
    'myParking.downloadInvoice.notFound': 'Fakturan {document} finns inte.',
    'myParking.terminateContract.heading': 'Säg upp avtalet?',
    'myParking.terminateContract.body': 'Avtalet upphör {date}.',
    'myParking.terminateContract.reason': 'Varför säger du upp avtalet?',
    'myParking.terminateContract.reasonHint': 'Välj en anledning för att kunna säga upp avtalet.',
    'myParking.terminateContract.reason.moving': 'Jag flyttar',
    'myParking.terminateContract.reason.noVehicle': 'Jag har inte längre bil',
    'myParking.terminateContract.reason.price': 'Priset',
    'myParking.terminateContract.reason.other': 'Annat',
    'myParking.terminateContract.confirm': 'Säg upp avtalet',
    'myParking.terminateContract.sorry': 'Tyvärr',
    'myParking.terminateContract.notPossible': 'Avtalet kan inte sägas upp här. Kontakta kundservice.',
    'myParking.terminateContract.existingDate': 'Avtalet upphör redan {date}.',
    'myParking.terminateContract.doneHeading': 'Avtalet är uppsagt',
    'myParking.terminateContract.done': 'Avtalet upphör {date}. Du får en bekräftelse via e-post.',
    'myParking.facilityConfirm.heading': 'Bekräfta',
    'myParking.facilityConfirm.body': 'Läs villkoren för anläggningen innan du fortsätter.',
    'myParking.facilityConfirm.checkbox': 'Jag har läst och godkänner villkoren',
    'myParking.facilityConfirm.confirm': 'Bekräfta och fortsätt',
  },
  nb: {
    'myParking.cancel': 'Avbryt',
    'myParking.close': 'Lukk',
    'myParking.errorHeading': 'Noe gikk galt',
    'myParking.error': 'Det gikk ikke akkurat nå. Prøv igjen om litt.',
    'myParking.deleteVehicle.heading': 'Slette kjøretøyet {plate}?',
    'myParking.deleteVehicle.body': 'Kjøretøyet fjernes fra kontoen din.',
    'myParking.deleteVehicle.confirm': 'Slett kjøretøyet',
    'myParking.deleteVehicle.blockedHeading': 'Kjøretøyet kan ikke slettes',
    'myParking.deleteVehicle.blocked': '{plate} er med i en parkeringstillatelse. Endre tillatelsen først.',
    'myParking.deleteVehicle.done': 'Kjøretøyet {plate} er slettet.',
    'myParking.demoteAdmin.heading': 'Fjerne {name} som administrator?',
    'myParking.demoteAdmin.body': '{name} blir en vanlig bruker og kan ikke lenger administrere kontoen.',
    'myParking.demoteAdmin.confirm': 'Fjern som administrator',
    'myParking.demoteAdmin.error': 'Administratoren kunne ikke fjernes. Prøv igjen om litt.',
    'myParking.demoteAdmin.done': '{name} er ikke lenger administrator.',
    'myParking.deleteCustomer.heading': 'Slette kunden {name}?',
    'myParking.deleteCustomer.body':
      'Kunden slettes med sine kjøretøy og tillatelser. Dette kan ikke angres.',
    'myParking.deleteCustomer.confirm': 'Slett kunden',
    'myParking.deleteCustomer.error': 'Kunden kunne ikke slettes. Prøv igjen om litt.',
    'myParking.deleteCustomer.done': 'Kunden {name} er slettet.',
    'myParking.approveOrder.heading': 'Godkjenne bestillingen {order}?',
    'myParking.approveOrder.body': 'Bestillingen blir bindende når du godkjenner den.',
    'myParking.approveOrder.confirm': 'Godkjenn bestillingen',
    'myParking.approveOrder.error': 'Bestillingen kunne ikke godkjennes. Prøv igjen om litt.',
    'myParking.approveOrder.done': 'Bestillingen {order} er godkjent.',
    'myParking.declineOrder.heading': 'Avslå bestillingen {order}?',
    'myParking.declineOrder.body': 'Bestillingen avbrytes og kan ikke godkjennes senere.',
    'myParking.declineOrder.confirm': 'Avslå bestillingen',
    'myParking.declineOrder.error': 'Bestillingen kunne ikke avslås. Prøv igjen om litt.',
    'myParking.declineOrder.done': 'Bestillingen {order} er avslått.',
    'myParking.downloadInvoice.notFoundHeading': 'Fakturaen ble ikke funnet',
    'myParking.downloadInvoice.notFound': 'Fakturaen {document} finnes ikke.',
    'myParking.terminateContract.heading': 'Si opp avtalen?',
    'myParking.terminateContract.body': 'Avtalen opphører {date}.',
    'myParking.terminateContract.reason': 'Hvorfor sier du opp avtalen?',
    'myParking.terminateContract.reasonHint': 'Velg en grunn for å kunne si opp avtalen.',
    'myParking.terminateContract.reason.moving': 'Jeg flytter',
    'myParking.terminateContract.reason.noVehicle': 'Jeg har ikke lenger bil',
    'myParking.terminateContract.reason.price': 'Prisen',
    'myParking.terminateContract.reason.other': 'Annet',
    'myParking.terminateContract.confirm': 'Si opp avtalen',
    'myParking.terminateContract.sorry': 'Beklager',
    'myParking.terminateContract.notPossible': 'Avtalen kan ikke sies opp her. Kontakt kundeservice.',
    'myParking.terminateContract.existingDate': 'Avtalen opphører allerede {date}.',
    'myParking.terminateContract.doneHeading': 'Avtalen er sagt opp',
    'myParking.terminateContract.done': 'Avtalen opphører {date}. Du får en bekreftelse på e-post.',
    'myParking.facilityConfirm.heading': 'Bekreft',
    'myParking.facilityConfirm.body': 'Les vilkårene for anlegget før du fortsetter.',
    'myParking.facilityConfirm.checkbox': 'Jeg har lest og godtar vilkårene',
    'myParking.facilityConfirm.confirm': 'Bekreft og fortsett',
  },
  fi: {
    'myParking.cancel': 'Peruuta',
    'myParking.close': 'Sulje',
    'myParking.errorHeading': 'Jokin meni vikaan',
    'myParking.error': 'Toiminto ei onnistunut juuri nyt. Yritä hetken kuluttua uudelleen.',
    'myParking.deleteVehicle.heading': 'Poistetaanko ajoneuvo {plate}?',
    'myParking.deleteVehicle.body': 'Ajoneuvo poistetaan tililtäsi.',
    'myParking.deleteVehicle.confirm': 'Poista ajoneuvo',
    'myParking.deleteVehicle.blockedHeading': 'Ajoneuvoa ei voi poistaa',
    'myParking.deleteVehicle.blocked': '{plate} kuuluu pysäköintilupaan. Muuta lupaa ensin.',
    'myParking.deleteVehicle.done': 'Ajoneuvo {plate} on poistettu.',
    'myParking.demoteAdmin.heading': 'Poistetaanko käyttäjän {name} ylläpitäjän oikeudet?',
    'myParking.demoteAdmin.body': '{name} muuttuu tavalliseksi käyttäjäksi eikä voi enää hallinnoida tiliä.',
    'myParking.demoteAdmin.confirm': 'Poista oikeudet',
    'myParking.demoteAdmin.error': 'Ylläpitäjän oikeuksia ei voitu poistaa. Yritä hetken kuluttua uudelleen.',
    'myParking.demoteAdmin.done': '{name} ei ole enää ylläpitäjä.',
    'myParking.deleteCustomer.heading': 'Poistetaanko asiakas {name}?',
    'myParking.deleteCustomer.body': 'Asiakas poistetaan ajoneuvoineen ja lupineen. Poistoa ei voi perua.',
    'myParking.deleteCustomer.confirm': 'Poista asiakas',
    'myParking.deleteCustomer.error': 'Asiakasta ei voitu poistaa. Yritä hetken kuluttua uudelleen.',
    'myParking.deleteCustomer.done': 'Asiakas {name} on poistettu.',
    'myParking.approveOrder.heading': 'Hyväksytäänkö tilaus {order}?',
    'myParking.approveOrder.body': 'Tilaus muuttuu sitovaksi, kun hyväksyt sen.',
    'myParking.approveOrder.confirm': 'Hyväksy tilaus',
    'myParking.approveOrder.error': 'Tilausta ei voitu hyväksyä. Yritä hetken kuluttua uudelleen.',
    'myParking.approveOrder.done': 'Tilaus {order} on hyväksytty.',
    'myParking.declineOrder.heading': 'Hylätäänkö tilaus {order}?',
    'myParking.declineOrder.body': 'Tilaus perutaan, eikä sitä voi hyväksyä myöhemmin.',
    'myParking.declineOrder.confirm': 'Hylkää tilaus',
    'myParking.declineOrder.error': 'Tilausta ei voitu hylätä. Yritä hetken kuluttua uudelleen.',
    'myParking.declineOrder.done': 'Tilaus {order} on hylätty.',
    'myParking.downloadInvoice.notFoundHeading': 'Laskua ei löytynyt',
    'myParking.downloadInvoice.notFound': 'Laskua {document} ei ole.',
    'myParking.terminateContract.heading': 'Irtisanotaanko sopimus?',
    'myParking.terminateContract.body': 'Sopimus päättyy {date}.',
    'myParking.terminateContract.reason': 'Miksi irtisanot sopimuksen?',
    'myParking.terminateContract.reasonHint': 'Valitse syy, jotta voit irtisanoa sopimuksen.',
    'myParking.terminateContract.reason.moving': 'Muutan',
    'myParking.terminateContract.reason.noVehicle': 'Minulla ei ole enää autoa',
    'myParking.terminateContract.reason.price': 'Hinta',
    'myParking.terminateContract.reason.other': 'Muu syy',
    'myParking.terminateContract.confirm': 'Irtisano sopimus',
    'myParking.terminateContract.sorry': 'Valitettavasti',
    'myParking.terminateContract.notPossible':
      'Sopimusta ei voi irtisanoa täällä. Ota yhteyttä asiakaspalveluun.',
    'myParking.terminateContract.existingDate': 'Sopimus päättyy jo {date}.',
    'myParking.terminateContract.doneHeading': 'Sopimus on irtisanottu',
    'myParking.terminateContract.done': 'Sopimus päättyy {date}. Saat vahvistuksen sähköpostiisi.',
    'myParking.facilityConfirm.heading': 'Vahvista',
    'myParking.facilityConfirm.body': 'Lue pysäköintikohteen ehdot ennen kuin jatkat.',
    'myParking.facilityConfirm.checkbox': 'Olen lukenut ehdot ja hyväksyn ne',
    'myParking.facilityConfirm.confirm': 'Vahvista ja jatka',
  },
  en: {
    'myParking.cancel': 'Cancel',
    'myParking.close': 'Close',
    'myParking.errorHeading': 'Something went wrong',
    'myParking.error': 'That did not work just now. Please try again in a moment.',
    'myParking.deleteVehicle.heading': 'Delete the vehicle {plate}?',
    'myParking.deleteVehicle.body': 'The vehicle is removed from your account.',
    'myParking.deleteVehicle.confirm': 'Delete vehicle',
    'myParking.deleteVehicle.blockedHeading': 'The vehicle cannot be deleted',
    'myParking.deleteVehicle.blocked': '{plate} is in a parking permit. Change the permit first.',
    'myParking.deleteVehicle.done': 'The vehicle {plate} is deleted.',
    'myParking.demoteAdmin.heading': 'Remove {name} as admin?',
    'myParking.demoteAdmin.body': '{name} becomes an ordinary user and can no longer manage the account.',
    'myParking.demoteAdmin.confirm': 'Remove as admin',
    'myParking.demoteAdmin.error': 'The admin could not be removed. Please try again in a moment.',
    'myParking.demoteAdmin.done': '{name} is no longer an admin.',
    'myParking.deleteCustomer.heading': 'Delete the customer {name}?',
    'myParking.deleteCustomer.body':
      'The customer is deleted with their vehicles and permits. This cannot be undone.',
    'myParking.deleteCustomer.confirm': 'Delete customer',
    'myParking.deleteCustomer.error': 'The customer could not be deleted. Please try again in a moment.',
    'myParking.deleteCustomer.done': 'The customer {name} is deleted.',
    'myParking.approveOrder.heading': 'Approve the order {order}?',
    'myParking.approveOrder.body': 'The order becomes binding when you approve it.',
    'myParking.approveOrder.confirm': 'Approve order',
    'myParking.approveOrder.error': 'The order could not be approved. Please try again in a moment.',
    'myParking.approveOrder.done': 'The order {order} is approved.',
    'myParking.declineOrder.heading': 'Decline the order {order}?',
    'myParking.declineOrder.body': 'The order is cancelled and cannot be approved later.',
    'myParking.declineOrder.confirm': 'Decline order',
    'myParking.declineOrder.error': 'The order could not be declined. Please try again in a moment.',
    'myParking.declineOrder.done': 'The order {order} is declined.',
    'myParking.downloadInvoice.notFoundHeading': 'Invoice not found',
    'myParking.downloadInvoice.notFound': 'The invoice {document} does not exist.',
    'myParking.terminateContract.heading': 'Terminate the contract?',
    'myParking.terminateContract.body': 'The contract ends on {date}.',
    'myParking.terminateContract.reason': 'Why are you terminating the contract?',
    'myParking.terminateContract.reasonHint': 'Choose a reason to terminate the contract.',
    'myParking.terminateContract.reason.moving': 'I am moving',
    'myParking.terminateContract.reason.noVehicle': 'I no longer have a car',
    'myParking.terminateContract.reason.price': 'The price',
    'myParking.terminateContract.reason.other': 'Other',
    'myParking.terminateContract.confirm': 'Terminate contract',
    'myParking.terminateContract.sorry': 'Sorry',
    'myParking.terminateContract.notPossible':
      'This contract cannot be terminated here. Please contact customer service.',
    'myParking.terminateContract.existingDate': 'The contract already ends on {date}.',
    'myParking.terminateContract.doneHeading': 'Contract terminated',
    'myParking.terminateContract.done': 'The contract ends on {date}. You will get a confirmation by e-mail.',
    'myParking.facilityConfirm.heading': 'Please confirm',
    'myParking.facilityConfirm.body': "Read the facility's terms before you continue.",
    'myParking.facilityConfirm.checkbox': 'I have read and accept the terms',
    'myParking.facilityConfirm.confirm': 'Confirm and continue',
  },
};

/** The whole catalogue in sv, nb, fi and en: the trigger's texts and the dialogs'. */
export const myParkingMessages = Object.fromEntries(
  LANGUAGES.map((language) => [language, { ...triggerMessages[language], ...dialogMessages[language] }]),
) as Record<Language, Record<MyParkingMessageId, string>>;
