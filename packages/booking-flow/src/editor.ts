import type { IslandEditorSpec } from '@nordpark/core';
import { manifest } from './manifest';
import type { BookingFlowProps } from './props';

/** Parkering Waterfront in Stockholm, the sample data's facility the demo's Swedish booking page links to. */
const SAMPLE_FACILITY = '2bc662b3-a172-403f-be4e-0eab0000000a';

const FROM_QUERY = {
  sv: 'sidans adress, när dess fId är samma',
  nb: 'sidens adresse, når dens fId er den samme',
  fi: 'sivun osoitteesta, kun sen fId on sama',
  en: 'the page’s query, when its `fId` is the same',
} as const;

/** The booking flow as an editor places it: labels, help, defaults and presets of its props. */
export const bookingFlowEditor: IslandEditorSpec<BookingFlowProps> = {
  island: manifest.island,
  title: { sv: 'Bokning', nb: 'Bestilling', fi: 'Varaus', en: 'Booking flow' },
  description: {
    sv: 'Bokningen av en parkering steg för steg, eller bekräftelsen av en gjord bokning.',
    nb: 'Bestillingen av en parkering steg for steg, eller bekreftelsen av en gjennomført bestilling.',
    fi: 'Pysäköintipaikan varaus vaihe vaiheelta tai tehdyn varauksen vahvistus.',
    en: 'Booking one facility step by step, or the confirmation of a booking made.',
  },
  schema: manifest.schema,
  fields: {
    fId: {
      label: { sv: 'Parkering', nb: 'Parkering', fi: 'Pysäköintipaikka', en: 'Facility' },
      help: {
        sv: 'Parkeringen som bokas (bokningslänkens fId). I bekräftelsevyn den bokade parkeringen, och då obligatorisk.',
        nb: 'Parkeringen som bestilles (bestillingslenkens fId). I bekreftelsesvisningen den bestilte parkeringen, og da påkrevd.',
        fi: 'Varattava pysäköintipaikka (varauslinkin fId). Vahvistusnäkymässä varattu paikka, ja silloin pakollinen.',
        en: 'The facility Uid to book (the booking link’s `fId`); with `view: "confirmation"`, the facility booked (required there).',
      },
      example: SAMPLE_FACILITY,
      control: 'facility',
    },
    t: {
      label: { sv: 'Parametern t', nb: 'Parameteren t', fi: 'Parametri t', en: 'Parameter t' },
      help: {
        sv: 'Bokningslänkens parameter t (sökningen länkar med t=1).',
        nb: 'Bestillingslenkens parameter t (søket lenker med t=1).',
        fi: 'Varauslinkin parametri t (haku linkittää arvolla t=1).',
        en: 'The booking link’s `t` parameter (the search links with `t=1`).',
      },
      example: '1',
    },
    product: {
      label: { sv: 'Produkt', nb: 'Produkt', fi: 'Tuote', en: 'Product' },
      help: {
        sv: 'Bokningslänkens produkt: flödet börjar på den, i datumsteget, när parkeringen säljer den i dag. Allt annat ignoreras.',
        nb: 'Bestillingslenkens produkt: flyten starter på den, i datosteget, når parkeringen selger den i dag. Alt annet ignoreres.',
        fi: 'Varauslinkin tuote: varaus alkaa siitä päivämäärävaiheessa, kun paikka myy sitä tänään. Muut arvot ohitetaan.',
        en: 'The booking link’s `product`: the flow starts on it, on the dates step, when the facility sells it today. Anything else is ignored. Without `product`, `date` and `until` the page’s own query is read when its `fId` is this one.',
      },
      defaultText: FROM_QUERY,
      example: 'STO010-01',
    },
    date: {
      label: { sv: 'Första dag', nb: 'Første dag', fi: 'Ensimmäinen päivä', en: 'First day' },
      help: {
        sv: 'Bokningslänkens datum, ÅÅÅÅ-MM-DD: första dagen, när produktens datumfält tar emot den. Allt annat ignoreras.',
        nb: 'Bestillingslenkens dato, ÅÅÅÅ-MM-DD: første dag, når produktets datofelt godtar den. Alt annet ignoreres.',
        fi: 'Varauslinkin päivämäärä, VVVV-KK-PP: ensimmäinen päivä, kun tuotteen päivämääräkenttä hyväksyy sen. Muut arvot ohitetaan.',
        en: 'The booking link’s `date`, `YYYY-MM-DD`: the first day, when the product’s date field would take it. Anything else is ignored.',
      },
      defaultText: FROM_QUERY,
      example: '2026-06-15',
    },
    until: {
      label: { sv: 'Sista dag', nb: 'Siste dag', fi: 'Viimeinen päivä', en: 'Last day' },
      help: {
        sv: 'Bokningslänkens "till", ÅÅÅÅ-MM-DD: sista dagen av en flexbokning, samma dag som första dagen eller senare. Allt annat ignoreras.',
        nb: 'Bestillingslenkens "til", ÅÅÅÅ-MM-DD: siste dag av en fleksbestilling, samme dag som første dag eller senere. Alt annet ignoreres.',
        fi: 'Varauslinkin "asti", VVVV-KK-PP: joustovarauksen viimeinen päivä, sama kuin ensimmäinen päivä tai myöhempi. Muut arvot ohitetaan.',
        en: 'The booking link’s `until`, `YYYY-MM-DD`: the last day of a flex booking, on or after `date`. Anything else is ignored.',
      },
      defaultText: FROM_QUERY,
      example: '2026-06-18',
    },
    view: {
      label: { sv: 'Vy', nb: 'Visning', fi: 'Näkymä', en: 'View' },
      help: {
        sv: '"flow": bokningen. "confirmation": efter bokningen, bokningen med ankomstinformation, Lägg till i kalender och Dela.',
        nb: '"flow": bestillingen. "confirmation": etter bestillingen, bestillingen med ankomstinformasjon, Legg til i kalender og Del.',
        fi: '"flow": varaus. "confirmation": varauksen jälkeen varaus saapumisohjeineen, Lisää kalenteriin ja Jaa.',
        en: '`flow` (default) or `confirmation`: after booking, the booking with its arrival kit, Add to calendar and Share (docs/booking-flow.md).',
      },
      default: 'flow',
      optionLabels: {
        flow: { sv: 'Bokning', nb: 'Bestilling', fi: 'Varaus', en: 'Booking' },
        confirmation: { sv: 'Bekräftelse', nb: 'Bekreftelse', fi: 'Vahvistus', en: 'Confirmation' },
      },
      example: 'confirmation',
    },
    salesOrderId: {
      label: { sv: 'Ordernummer', nb: 'Ordrenummer', fi: 'Tilausnumero', en: 'Order number' },
      help: {
        sv: 'Den bekräftade ordern, för bekräftelsevyn (obligatorisk där). Bokningen som fliken sparat visas bara om den är denna order.',
        nb: 'Den bekreftede ordren, for bekreftelsesvisningen (påkrevd der). Bestillingen fanen har lagret vises bare når den er denne ordren.',
        fi: 'Vahvistettu tilaus vahvistusnäkymää varten (pakollinen siellä). Välilehden tallentama varaus näytetään vain, jos se on tämä tilaus.',
        en: 'The confirmed order, for `view: "confirmation"` (required there): the booking this tab kept for `fId` is shown only when it is this order.',
      },
      example: 'SO-1001',
    },
  },
  presets: [
    {
      id: 'one-facility',
      label: {
        sv: 'Bokning av en parkering',
        nb: 'Bestilling av én parkering',
        fi: 'Yhden pysäköintipaikan varaus',
        en: 'Booking flow for one facility',
      },
      props: { fId: SAMPLE_FACILITY, t: '1' },
    },
    {
      id: 'confirmation',
      label: {
        sv: 'Bokningsbekräftelse',
        nb: 'Bestillingsbekreftelse',
        fi: 'Varausvahvistus',
        en: 'Booking confirmation page',
      },
      props: { view: 'confirmation', fId: SAMPLE_FACILITY, salesOrderId: 'SO-1001' },
    },
  ],
};
