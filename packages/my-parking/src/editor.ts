import type { IslandEditorSpec, Localized } from '@nordpark/core';
import { manifest } from './manifest';
import type { ConfirmDialogProps } from './props';

const ACTION_TEXT: Localized = {
  sv: 'åtgärdens egen text',
  nb: 'handlingens egen tekst',
  fi: 'toiminnon oma teksti',
  en: 'the action’s own text',
};

/** Each action in words, for the builder's choice and as its preset's name. */
const ACTION_LABELS = {
  'delete-vehicle': {
    sv: 'Ta bort fordon',
    nb: 'Slett kjøretøy',
    fi: 'Poista ajoneuvo',
    en: 'Delete a vehicle',
  },
  'demote-admin': {
    sv: 'Ta bort administratörsrätt',
    nb: 'Fjern administratorrettighet',
    fi: 'Poista ylläpitäjän oikeudet',
    en: 'Remove an admin’s rights',
  },
  'delete-customer': { sv: 'Ta bort kund', nb: 'Slett kunde', fi: 'Poista asiakas', en: 'Delete a customer' },
  'approve-order': {
    sv: 'Godkänn order',
    nb: 'Godkjenn ordre',
    fi: 'Hyväksy tilaus',
    en: 'Approve an order',
  },
  'decline-order': { sv: 'Avslå order', nb: 'Avslå ordre', fi: 'Hylkää tilaus', en: 'Decline an order' },
  'download-invoice': {
    sv: 'Ladda ner faktura',
    nb: 'Last ned faktura',
    fi: 'Lataa lasku',
    en: 'Download an invoice',
  },
  'terminate-contract': {
    sv: 'Säg upp avtal',
    nb: 'Si opp avtale',
    fi: 'Irtisano sopimus',
    en: 'Terminate a contract',
  },
  'facility-confirm': {
    sv: 'Bekräfta parkeringens villkor',
    nb: 'Bekreft parkeringens vilkår',
    fi: 'Vahvista pysäköintipaikan ehdot',
    en: 'Confirm a facility’s terms',
  },
} as const satisfies Readonly<Record<ConfirmDialogProps['action'], Localized>>;

const requiredFor = (action: string): Localized => ({
  sv: `Obligatoriskt för ${action}.`,
  nb: `Påkrevd for ${action}.`,
  fi: `Pakollinen toiminnolle ${action}.`,
  en: `Required for \`${action}\`.`,
});

/** The confirm dialog as an editor places it: labels, help, defaults and presets of its props. */
export const confirmDialogEditor: IslandEditorSpec<ConfirmDialogProps> = {
  island: manifest.island,
  title: {
    sv: 'Bekräftelsedialog',
    nb: 'Bekreftelsesdialog',
    fi: 'Vahvistusikkuna',
    en: 'Confirm dialog',
  },
  description: {
    sv: 'En knapp på Mina sidor som bekräftar en åtgärd i en dialog och sedan utför den.',
    nb: 'En knapp på Min side som bekrefter en handling i en dialog og så utfører den.',
    fi: 'Omien sivujen painike, joka vahvistaa toiminnon ikkunassa ja suorittaa sen.',
    en: 'A My parking trigger that confirms an action in a dialog, then carries it out.',
  },
  schema: manifest.schema,
  fields: {
    action: {
      label: { sv: 'Åtgärd', nb: 'Handling', fi: 'Toiminto', en: 'Action' },
      help: {
        sv: 'Vilken åtgärd knappen bekräftar: ta bort fordon, ta bort administratörsrätt, ta bort kund, godkänna eller avslå en order, ladda ner en faktura, säga upp ett avtal eller bekräfta en parkerings villkor.',
        nb: 'Hvilken handling knappen bekrefter: slette kjøretøy, fjerne administratorrettighet, slette kunde, godkjenne eller avslå en ordre, laste ned en faktura, si opp en avtale eller bekrefte en parkerings vilkår.',
        fi: 'Toiminto, jonka painike vahvistaa: ajoneuvon poisto, ylläpitäjän oikeuksien poisto, asiakkaan poisto, tilauksen hyväksyntä tai hylkäys, laskun lataus, sopimuksen irtisanominen tai pysäköintipaikan ehtojen vahvistus.',
        en: 'Which action the trigger confirms: `delete-vehicle`, `demote-admin`, `delete-customer`, `approve-order`, `decline-order`, `download-invoice`, `terminate-contract` or `facility-confirm`.',
      },
      optionLabels: ACTION_LABELS,
      example: 'delete-vehicle',
    },
    vehicle: {
      label: { sv: 'Fordon', nb: 'Kjøretøy', fi: 'Ajoneuvo', en: 'Vehicle' },
      help: {
        sv: 'Fordonet som tas bort, {id, plateText, uid}. Obligatoriskt för delete-vehicle.',
        nb: 'Kjøretøyet som slettes, {id, plateText, uid}. Påkrevd for delete-vehicle.',
        fi: 'Poistettava ajoneuvo, {id, plateText, uid}. Pakollinen toiminnolle delete-vehicle.',
        en: '`{id, plateText, uid}` for `delete-vehicle` (required there).',
      },
      example: { id: '5002', plateText: 'MLB 84C', uid: 'veh-v-1002' },
    },
    uid: {
      label: { sv: 'Användarens uid', nb: 'Brukerens uid', fi: 'Käyttäjän uid', en: 'User uid' },
      help: {
        sv: `Administratörens uid. ${requiredFor('demote-admin').sv}`,
        nb: `Administratorens uid. ${requiredFor('demote-admin').nb}`,
        fi: `Ylläpitäjän uid. ${requiredFor('demote-admin').fi}`,
        en: 'The admin’s uid for `demote-admin` (required there).',
      },
      example: 'C-200102',
    },
    contactNumber: {
      label: { sv: 'Kontaktnummer', nb: 'Kontaktnummer', fi: 'Asiakasnumero', en: 'Contact number' },
      help: {
        sv: `Kundens kontaktnummer. ${requiredFor('delete-customer').sv}`,
        nb: `Kundens kontaktnummer. ${requiredFor('delete-customer').nb}`,
        fi: `Asiakkaan asiakasnumero. ${requiredFor('delete-customer').fi}`,
        en: 'The customer’s contact number for `delete-customer` (required there).',
      },
      example: 'C-200101',
    },
    name: {
      label: { sv: 'Namn', nb: 'Navn', fi: 'Nimi', en: 'Name' },
      help: {
        sv: 'Användarens eller kundens namn, {name} i texterna. Utan det används uid eller kontaktnummer.',
        nb: 'Brukerens eller kundens navn, {name} i tekstene. Uten det brukes uid eller kontaktnummer.',
        fi: 'Käyttäjän tai asiakkaan nimi, tekstien {name}. Ilman sitä käytetään uid:tä tai asiakasnumeroa.',
        en: 'The user’s or customer’s name, the `{name}` of the texts; the uid or contact number when left out.',
      },
      defaultText: {
        sv: 'uid eller kontaktnummer',
        nb: 'uid eller kontaktnummer',
        fi: 'uid tai asiakasnumero',
        en: 'the uid or contact number',
      },
      example: 'Anna Lindqvist',
    },
    orderId: {
      label: {
        sv: 'Preliminär order',
        nb: 'Foreløpig ordre',
        fi: 'Alustava tilaus',
        en: 'Preliminary order',
      },
      help: {
        sv: 'Den preliminära ordern. Obligatorisk för approve-order och decline-order.',
        nb: 'Den foreløpige ordren. Påkrevd for approve-order og decline-order.',
        fi: 'Alustava tilaus. Pakollinen toiminnoille approve-order ja decline-order.',
        en: 'The preliminary order for `approve-order` and `decline-order` (required there).',
      },
      example: 'SO-4101',
    },
    orderStatus: {
      label: { sv: 'Orderstatus', nb: 'Ordrestatus', fi: 'Tilauksen tila', en: 'Order status' },
      help: {
        sv: 'Var den preliminära ordern står: pending, approved eller declined. En besvarad order erbjuder varken godkänn eller avslå (då visas ingenting).',
        nb: 'Hvor den foreløpige ordren står: pending, approved eller declined. En besvart ordre tilbyr verken godkjenn eller avslå (da vises ingenting).',
        fi: 'Alustavan tilauksen tila: pending, approved tai declined. Vastattu tilaus ei tarjoa hyväksyntää eikä hylkäystä (silloin mitään ei näytetä).',
        en: '`pending`, `approved` or `declined`: where the preliminary order stands. An answered order offers neither `approve-order` nor `decline-order` (the island renders nothing).',
      },
      defaultText: {
        sv: 'som pending',
        nb: 'som pending',
        fi: 'kuten pending',
        en: 'as `pending`',
      },
      optionLabels: {
        pending: { sv: 'Väntar', nb: 'Venter', fi: 'Odottaa', en: 'Pending' },
        approved: { sv: 'Godkänd', nb: 'Godkjent', fi: 'Hyväksytty', en: 'Approved' },
        declined: { sv: 'Avslagen', nb: 'Avslått', fi: 'Hylätty', en: 'Declined' },
      },
      example: 'pending',
    },
    currentUser: {
      label: {
        sv: 'Inloggad användare',
        nb: 'Innlogget bruker',
        fi: 'Kirjautunut käyttäjä',
        en: 'Signed-in user',
      },
      help: {
        sv: 'Personen på raden är den inloggade användaren. demote-admin: dialogen varnar att hen förlorar sin administratörsrätt, och efteråt erbjuds ingen demote-admin eller delete-customer på sidan. delete-customer: ingen knapp alls.',
        nb: 'Personen på raden er den innloggede brukeren. demote-admin: dialogen advarer om at hen mister administratorrettigheten, og etterpå tilbys ingen demote-admin eller delete-customer på siden. delete-customer: ingen knapp i det hele tatt.',
        fi: 'Rivin henkilö on kirjautunut käyttäjä. demote-admin: ikkuna varoittaa, että hän menettää ylläpitäjän oikeutensa, eikä sivulla sen jälkeen tarjota demote-admin- tai delete-customer-toimintoa. delete-customer: ei painiketta lainkaan.',
        en: '`true` when the person of the row is the signed-in user. `demote-admin`: the dialog warns that they lose their admin rights, and after it succeeds no `demote-admin` or `delete-customer` trigger on the page is offered. `delete-customer`: no trigger at all (the island renders nothing; the backend refuses to delete the account one is signed in as).',
      },
      default: false,
      example: true,
    },
    documentNumber: {
      label: { sv: 'Fakturanummer', nb: 'Fakturanummer', fi: 'Laskun numero', en: 'Invoice number' },
      help: {
        sv: `Fakturan som laddas ner. ${requiredFor('download-invoice').sv}`,
        nb: `Fakturaen som lastes ned. ${requiredFor('download-invoice').nb}`,
        fi: `Ladattava lasku. ${requiredFor('download-invoice').fi}`,
        en: 'The invoice for `download-invoice` (required there).',
      },
      example: 'INV-2026-1101',
    },
    salesOrderId: {
      label: { sv: 'Ordernummer', nb: 'Ordrenummer', fi: 'Tilausnumero', en: 'Sales order' },
      help: {
        sv: `Avtalets order. ${requiredFor('terminate-contract').sv}`,
        nb: `Avtalens ordre. ${requiredFor('terminate-contract').nb}`,
        fi: `Sopimuksen tilaus. ${requiredFor('terminate-contract').fi}`,
        en: 'The sales order for `terminate-contract` (required there).',
      },
      example: 'SO-5101',
    },
    orderLineId: {
      label: { sv: 'Orderrad', nb: 'Ordrelinje', fi: 'Tilausrivi', en: 'Order line' },
      help: {
        sv: `Avtalets orderrad. ${requiredFor('terminate-contract').sv}`,
        nb: `Avtalens ordrelinje. ${requiredFor('terminate-contract').nb}`,
        fi: `Sopimuksen tilausrivi. ${requiredFor('terminate-contract').fi}`,
        en: 'The order line for `terminate-contract` (required there).',
      },
      example: 'OL-5101',
    },
    contractEndDate: {
      label: {
        sv: 'Avtalets slutdatum',
        nb: 'Avtalens sluttdato',
        fi: 'Sopimuksen päättymispäivä',
        en: 'Contract end date',
      },
      help: {
        sv: 'Dagen då avtalet redan upphör, ÅÅÅÅ-MM-DD (uppsagt eller med fast slut): ingen uppsägning erbjuds. Utan den stoppar serverns slutdatum på eller före uppsägningsdagen uppsägningen.',
        nb: 'Dagen avtalen allerede slutter, ÅÅÅÅ-MM-DD (oppsagt eller med fast slutt): ingen oppsigelse tilbys. Uten den stopper serverens sluttdato på eller før oppsigelsesdagen oppsigelsen.',
        fi: 'Päivä, jona sopimus jo päättyy, VVVV-KK-PP (irtisanottu tai määräaikainen): irtisanomista ei tarjota. Ilman sitä palvelimen päättymispäivä irtisanomispäivänä tai ennen sitä estää irtisanomisen.',
        en: 'The day the contract already ends, `YYYY-MM-DD` (terminated, or with a fixed end): no termination is offered (the island renders nothing). Without it, the server’s `ContractEndDate` on or before the termination date blocks the termination.',
      },
      example: '2026-11-30',
    },
    reasons: {
      label: {
        sv: 'Uppsägningsorsaker',
        nb: 'Oppsigelsesårsaker',
        fi: 'Irtisanomisen syyt',
        en: 'Termination reasons',
      },
      help: {
        sv: 'Orsakerna att välja mellan vid uppsägning, [{"value", "label"}]; value skickas som orsak.',
        nb: 'Årsakene å velge mellom ved oppsigelse, [{"value", "label"}]; value sendes som årsak.',
        fi: 'Irtisanomisen syyt, joista valitaan, [{"value", "label"}]; value lähetetään syynä.',
        en: 'The termination reasons to choose from, `[{"value", "label"}]`; `value` is sent as the reason.',
      },
      defaultText: {
        sv: 'flytt, inget fordon, pris, annat',
        nb: 'flytting, ikke kjøretøy, pris, annet',
        fi: 'muutto, ei ajoneuvoa, hinta, muu',
        en: 'moving, no vehicle, price, other',
      },
      example: [
        { value: 'moving', label: 'Jag flyttar' },
        { value: 'other', label: 'Annat' },
      ],
    },
    checkboxLabel: {
      label: {
        sv: 'Text vid kryssrutan',
        nb: 'Tekst ved avkrysningsboksen',
        fi: 'Valintaruudun teksti',
        en: 'Checkbox text',
      },
      help: {
        sv: 'Kryssrutans text i facility-confirm.',
        nb: 'Avkrysningsboksens tekst i facility-confirm.',
        fi: 'Valintaruudun teksti toiminnossa facility-confirm.',
        en: 'The checkbox text of `facility-confirm`.',
      },
      defaultText: ACTION_TEXT,
      example: 'Jag har läst parkeringens villkor',
    },
    heading: {
      label: { sv: 'Rubrik', nb: 'Overskrift', fi: 'Otsikko', en: 'Heading' },
      help: {
        sv: 'Dialogens rubrik, i stället för åtgärdens text.',
        nb: 'Dialogens overskrift, i stedet for handlingens tekst.',
        fi: 'Ikkunan otsikko toiminnon oman tekstin sijaan.',
        en: 'The dialog heading, instead of the action’s text.',
      },
      defaultText: ACTION_TEXT,
      example: 'Ta bort fordonet?',
    },
    body: {
      label: { sv: 'Dialogtext', nb: 'Dialogtekst', fi: 'Ikkunan teksti', en: 'Dialog text' },
      help: {
        sv: 'Dialogens text som säger vad som händer, i stället för åtgärdens text.',
        nb: 'Dialogens tekst som sier hva som skjer, i stedet for handlingens tekst.',
        fi: 'Ikkunan teksti, joka kertoo mitä tapahtuu, toiminnon oman tekstin sijaan.',
        en: 'The dialog text that says what happens, instead of the action’s text.',
      },
      defaultText: ACTION_TEXT,
      example: 'Fordonet tas bort från ditt konto.',
    },
    confirmLabel: {
      label: {
        sv: 'Bekräftelseknapp',
        nb: 'Bekreftelsesknapp',
        fi: 'Vahvistuspainike',
        en: 'Confirm button',
      },
      help: {
        sv: 'Bekräftelseknappens text, i stället för åtgärdens text.',
        nb: 'Bekreftelsesknappens tekst, i stedet for handlingens tekst.',
        fi: 'Vahvistuspainikkeen teksti toiminnon oman tekstin sijaan.',
        en: 'The confirm button’s text, instead of the action’s text.',
      },
      defaultText: ACTION_TEXT,
      example: 'Ta bort',
    },
    errorText: {
      label: { sv: 'Feltext', nb: 'Feiltekst', fi: 'Virheteksti', en: 'Error text' },
      help: {
        sv: 'Texten som visas när åtgärden misslyckas (där serverns meddelande inte visas), i stället för åtgärdens text.',
        nb: 'Teksten som vises når handlingen mislykkes (der serverens melding ikke vises), i stedet for handlingens tekst.',
        fi: 'Teksti, joka näytetään, kun toiminto epäonnistuu (kun palvelimen viestiä ei näytetä), toiminnon oman tekstin sijaan.',
        en: 'The configured error text shown when the action fails (where the server’s message is not shown), instead of the action’s text.',
      },
      defaultText: ACTION_TEXT,
      example: 'Det gick inte. Försök igen senare.',
    },
    onSuccess: {
      label: {
        sv: 'Efter lyckad åtgärd',
        nb: 'Etter vellykket handling',
        fi: 'Onnistumisen jälkeen',
        en: 'After success',
      },
      help: {
        sv: 'reload laddar om sidan, remove tar bort närmaste element som matchar "Element att ta bort", redirect går till "Adress efteråt" (bara samma webbplats).',
        nb: 'reload laster siden på nytt, remove fjerner nærmeste element som passer "Element som fjernes", redirect går til "Adresse etterpå" (bare samme nettsted).',
        fi: 'reload lataa sivun uudelleen, remove poistaa lähimmän valitsinta "Poistettava elementti" vastaavan elementin, redirect siirtyy "Osoite jälkeenpäin" -osoitteeseen (vain sama sivusto).',
        en: '`reload` (default), `remove` (the closest element matching `removeSelector`) or `redirect` (to `redirectUrl`, same origin only). `facility-confirm` defaults to `redirect`, to `redirectUrl` or the host link’s href.',
      },
      defaultText: {
        sv: 'reload; redirect för facility-confirm',
        nb: 'reload; redirect for facility-confirm',
        fi: 'reload; facility-confirm: redirect',
        en: '`reload`; `redirect` for `facility-confirm`',
      },
      // As the dialog follows a success (afterSuccess.ts).
      defaultFrom: (props) => (props.action === 'facility-confirm' ? 'redirect' : 'reload'),
      optionLabels: {
        reload: {
          sv: 'Ladda om sidan',
          nb: 'Last inn siden på nytt',
          fi: 'Lataa sivu uudelleen',
          en: 'Reload the page',
        },
        remove: {
          sv: 'Ta bort ett element',
          nb: 'Fjern et element',
          fi: 'Poista elementti',
          en: 'Remove an element',
        },
        redirect: {
          sv: 'Gå till en adress',
          nb: 'Gå til en adresse',
          fi: 'Siirry osoitteeseen',
          en: 'Go to an address',
        },
      },
      example: 'remove',
    },
    removeSelector: {
      label: {
        sv: 'Element att ta bort',
        nb: 'Element som fjernes',
        fi: 'Poistettava elementti',
        en: 'Element to remove',
      },
      help: {
        sv: 'CSS-selektor för elementet som tas bort efter lyckad åtgärd; söks från knappen uppåt, sedan på sidan.',
        nb: 'CSS-selektor for elementet som fjernes etter vellykket handling; letes etter fra knappen og oppover, så på siden.',
        fi: 'Onnistumisen jälkeen poistettavan elementin CSS-valitsin; haetaan painikkeesta ylöspäin, sitten sivulta.',
        en: 'CSS selector of the element to remove after success, looked for from the trigger up, then on the page.',
      },
      example: '.vehicle-row',
    },
    redirectUrl: {
      label: {
        sv: 'Adress efteråt',
        nb: 'Adresse etterpå',
        fi: 'Osoite jälkeenpäin',
        en: 'Address afterwards',
      },
      help: {
        sv: 'Adress på samma webbplats att gå till efter lyckad åtgärd; andra adresser vägras (sidan laddas om i stället).',
        nb: 'Adresse på samme nettsted å gå til etter vellykket handling; andre adresser avvises (siden lastes på nytt i stedet).',
        fi: 'Saman sivuston osoite, johon siirrytään onnistumisen jälkeen; muut osoitteet hylätään (sivu ladataan sen sijaan uudelleen).',
        en: 'Same-origin URL to go to after success; any other is refused (the page reloads instead).',
      },
      example: '/se/my-parking',
    },
    label: {
      label: { sv: 'Knappens namn', nb: 'Knappens navn', fi: 'Painikkeen nimi', en: 'Trigger name' },
      help: {
        sv: 'Knappens tillgängliga namn när dess text inte räcker (börja med den synliga texten); dess text när sidans knapp saknar text.',
        nb: 'Knappens tilgjengelige navn når teksten ikke er nok (start med den synlige teksten); teksten når sidens knapp mangler tekst.',
        fi: 'Painikkeen saavutettava nimi, kun sen teksti ei riitä (aloita näkyvällä tekstillä); sen teksti, kun sivun painikkeessa ei ole tekstiä.',
        en: 'Accessible name of the trigger when its text is not enough (start it with the visible text); its text when the host’s trigger has none.',
      },
      defaultText: {
        sv: 'knappens egen text',
        nb: 'knappens egen tekst',
        fi: 'painikkeen oma teksti',
        en: 'the trigger’s own text',
      },
      example: 'Ta bort MLB 84C',
    },
  },
  presets: [
    {
      id: 'delete-vehicle',
      label: ACTION_LABELS['delete-vehicle'],
      props: { action: 'delete-vehicle', vehicle: { id: '5002', plateText: 'MLB 84C', uid: 'veh-v-1002' } },
    },
    {
      id: 'demote-admin',
      label: ACTION_LABELS['demote-admin'],
      props: { action: 'demote-admin', uid: 'C-200102', name: 'Erik Johansson' },
    },
    {
      id: 'delete-customer',
      label: ACTION_LABELS['delete-customer'],
      props: { action: 'delete-customer', contactNumber: 'C-200103', name: 'Maria Nilsson' },
    },
    {
      id: 'approve-order',
      label: ACTION_LABELS['approve-order'],
      props: { action: 'approve-order', orderId: 'SO-4101', orderStatus: 'pending' },
    },
    {
      id: 'decline-order',
      label: ACTION_LABELS['decline-order'],
      props: { action: 'decline-order', orderId: 'SO-4102', orderStatus: 'pending' },
    },
    {
      id: 'download-invoice',
      label: ACTION_LABELS['download-invoice'],
      props: { action: 'download-invoice', documentNumber: 'INV-2026-1101' },
    },
    {
      id: 'terminate-contract',
      label: ACTION_LABELS['terminate-contract'],
      props: { action: 'terminate-contract', salesOrderId: 'SO-5101', orderLineId: 'OL-5101' },
    },
    {
      id: 'facility-confirm',
      label: ACTION_LABELS['facility-confirm'],
      props: { action: 'facility-confirm', checkboxLabel: 'Jag har läst parkeringens villkor' },
    },
  ],
};
