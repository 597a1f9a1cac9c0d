import type { IslandEditorSpec } from '@nordpark/core';
import { manifest } from './manifest';
import type { DateFieldProps } from './props';

/** The date field as an editor places it: labels, help, defaults and presets of its props. */
export const dateFieldEditor: IslandEditorSpec<DateFieldProps> = {
  island: manifest.island,
  title: { sv: 'Datumfält', nb: 'Datofelt', fi: 'Päivämääräkenttä', en: 'Date field' },
  description: {
    sv: 'Ett datumfält med kalender för ett formulär, med tillåtna datum enligt marknadens regler.',
    nb: 'Et datofelt med kalender for et skjema, med tillatte datoer etter markedets regler.',
    fi: 'Lomakkeen päivämääräkenttä kalenterilla; sallitut päivät markkinan sääntöjen mukaan.',
    en: 'A date field with a calendar for a form, its allowed dates following the market’s rules.',
  },
  schema: manifest.schema,
  fields: {
    name: {
      label: { sv: 'Fältnamn', nb: 'Feltnavn', fi: 'Kentän nimi', en: 'Field name' },
      help: {
        sv: 'Namnet på det dolda fältet som skickar datumet (i fältets format) när formuläret skickas.',
        nb: 'Navnet på det skjulte feltet som sender datoen (i feltets format) når skjemaet sendes.',
        fi: 'Piilokentän nimi, jolla päivämäärä (kentän muodossa) lähetetään lomakkeen mukana.',
        en: 'Name of the hidden input that carries the value (in the input format) in a plain form post.',
      },
      example: 'start',
    },
    label: {
      label: { sv: 'Etikett', nb: 'Etikett', fi: 'Otsikko', en: 'Label' },
      help: {
        sv: 'Fältets etikett (samma som "text"). Utan någon av dem heter fältet "Datum" på sidans språk.',
        nb: 'Feltets etikett (det samme som "text"). Uten noen av dem heter feltet "Dato" på sidens språk.',
        fi: 'Kentän otsikko (sama kuin "text"). Ilman kumpaakaan kentän nimi on "Päivämäärä" sivun kielellä.',
        en: 'The label text (`text` is the spec’s name for the same). Without either, the input is named “Date” in the page language.',
      },
      defaultText: {
        sv: '"Datum" på sidans språk',
        nb: '"Dato" på sidens språk',
        fi: '"Päivämäärä" sivun kielellä',
        en: '“Date” in the page language',
      },
      example: 'Startdatum',
    },
    required: {
      label: { sv: 'Obligatoriskt', nb: 'Påkrevd', fi: 'Pakollinen', en: 'Required' },
      help: {
        sv: 'Ett datum måste anges: ett tömt fält är ett fel, och webbläsaren skickar inte formuläret utan datum.',
        nb: 'En dato må oppgis: et tømt felt er en feil, og nettleseren sender ikke skjemaet uten dato.',
        fi: 'Päivämäärä on annettava: tyhjennetty kenttä on virhe, eikä selain lähetä lomaketta ilman sitä.',
        en: 'A date is required: clearing the field is an error, and the browser will not post the form without one.',
      },
      default: false,
      example: true,
    },
    errorText: {
      label: { sv: 'Feltext', nb: 'Feiltekst', fi: 'Virheteksti', en: 'Error text' },
      help: {
        sv: 'Text som visas när värdet är ogiltigt. Utan den visas en standardtext som säger hur felet rättas.',
        nb: 'Tekst som vises når verdien er ugyldig. Uten den vises en standardtekst som sier hvordan feilen rettes.',
        fi: 'Teksti, joka näytetään, kun arvo on virheellinen. Ilman sitä näytetään oletusteksti, joka kertoo korjauksen.',
        en: 'Error text shown when the value is invalid; without it a default text naming the fix shows.',
      },
      defaultText: {
        sv: 'en text som säger hur felet rättas',
        nb: 'en tekst som sier hvordan feilen rettes',
        fi: 'teksti, joka kertoo korjauksen',
        en: 'a text naming the fix',
      },
      example: 'Välj ett startdatum.',
    },
    value: {
      label: { sv: 'Startvärde', nb: 'Startverdi', fi: 'Alkuarvo', en: 'Initial date' },
      help: {
        sv: 'Datumet som fältet visar från början, ÅÅÅÅ-MM-DD.',
        nb: 'Datoen feltet viser fra start, ÅÅÅÅ-MM-DD.',
        fi: 'Päivämäärä, jonka kenttä näyttää aluksi, VVVV-KK-PP.',
        en: 'Initial date, `YYYY-MM-DD`.',
      },
      example: '2026-06-15',
    },
    locale: {
      label: {
        sv: 'Kalenderns språk',
        nb: 'Kalenderens språk',
        fi: 'Kalenterin kieli',
        en: 'Calendar language',
      },
      help: {
        sv: 'Kalenderns språk: sv, nb, fi eller en ("no" blir nb, "se" blir sv). Standard är sidans språk.',
        nb: 'Kalenderens språk: sv, nb, fi eller en ("no" blir nb, "se" blir sv). Standard er sidens språk.',
        fi: 'Kalenterin kieli: sv, nb, fi tai en ("no" on nb, "se" on sv). Oletuksena sivun kieli.',
        en: 'Calendar language: `sv`, `nb`, `fi` or `en` (`no` maps to `nb`, `se` to `sv`); default the page `language`.',
      },
      defaultText: { sv: 'sidans språk', nb: 'sidens språk', fi: 'sivun kieli', en: 'the page language' },
      example: 'en',
    },
    flexDays: {
      label: {
        sv: 'Framförhållning (dagar)',
        nb: 'Forhåndsdager',
        fi: 'Ennakkoaika (päiviä)',
        en: 'Flex days',
      },
      help: {
        sv: 'Antal dagar från i dag innan det första datum som går att välja.',
        nb: 'Antall dager fra i dag før den første datoen som kan velges.',
        fi: 'Päivien määrä tästä päivästä ensimmäiseen valittavaan päivään.',
        en: 'Days from today before the first allowed date.',
      },
      defaultText: {
        sv: '3 i Norge, annars 7',
        nb: '3 i Norge, ellers 7',
        fi: '3 Norjassa, muuten 7',
        en: '3 for Norway (`no`), 7 otherwise',
      },
      example: 14,
    },
    endDate: {
      label: { sv: 'Sista datum', nb: 'Siste dato', fi: 'Viimeinen päivä', en: 'Last date' },
      help: {
        sv: 'Det sista datum som går att välja, ÅÅÅÅ-MM-DD.',
        nb: 'Den siste datoen som kan velges, ÅÅÅÅ-MM-DD.',
        fi: 'Viimeinen valittava päivä, VVVV-KK-PP.',
        en: 'Last allowed date, `YYYY-MM-DD`.',
      },
      defaultText: {
        sv: 'ett år från i dag',
        nb: 'ett år fra i dag',
        fi: 'vuoden päästä tästä päivästä',
        en: 'one year from today',
      },
      example: '2026-12-31',
    },
    startSellingDate: {
      label: { sv: 'Försäljningsstart', nb: 'Salgsstart', fi: 'Myynnin alku', en: 'Start-selling date' },
      help: {
        sv: 'Inget datum före detta, ÅÅÅÅ-MM-DD. Utan "Visa alla datum" gäller det bara när det är senare än i dag plus framförhållningen.',
        nb: 'Ingen dato før denne, ÅÅÅÅ-MM-DD. Uten "Vis alle datoer" gjelder den bare når den er senere enn i dag pluss forhåndsdagene.',
        fi: 'Ei päiviä tätä ennen, VVVV-KK-PP. Ilman asetusta "Näytä kaikki päivät" se vaikuttaa vain, jos se on myöhemmin kuin tämä päivä ja ennakkoaika.',
        en: 'No date before this one, `YYYY-MM-DD` (without `showAllDates` it matters only when later than today plus `flexDays`).',
      },
      example: '2026-08-01',
    },
    showAllDates: {
      label: {
        sv: 'Visa alla datum',
        nb: 'Vis alle datoer',
        fi: 'Näytä kaikki päivät',
        en: 'Show all dates',
      },
      help: {
        sv: 'Bara datum före i dag eller före försäljningsstarten är spärrade; framförhållning och sista datum gäller inte.',
        nb: 'Bare datoer før i dag eller før salgsstart er sperret; forhåndsdager og siste dato gjelder ikke.',
        fi: 'Vain tätä päivää tai myynnin alkua edeltävät päivät on estetty; ennakkoaika ja viimeinen päivä eivät ole voimassa.',
        en: 'Only dates before today or before the start-selling date are disabled; `flexDays` and `endDate` do not apply.',
      },
      default: false,
      example: true,
    },
    selectedDays: {
      label: { sv: 'Markerade dagar', nb: 'Markerte dager', fi: 'Merkityt päivät', en: 'Marked days' },
      help: {
        sv: 'Dagar som markeras i kalendern (syns och läses upp som markerade), ÅÅÅÅ-MM-DD. De ändrar inte värdet.',
        nb: 'Dager som markeres i kalenderen (vises og leses opp som markert), ÅÅÅÅ-MM-DD. De endrer ikke verdien.',
        fi: 'Kalenteriin merkityt päivät (näkyvät ja luetaan merkittyinä), VVVV-KK-PP. Ne eivät muuta arvoa.',
        en: 'Days marked in the calendar (seen and announced as marked), `YYYY-MM-DD`; they do not change the value.',
      },
      example: ['2026-06-20', '2026-06-21'],
    },
    disabledDays: {
      label: { sv: 'Spärrade dagar', nb: 'Sperrede dager', fi: 'Estetyt päivät', en: 'Disabled days' },
      help: {
        sv: 'Dagar som inte går att välja, ÅÅÅÅ-MM-DD.',
        nb: 'Dager som ikke kan velges, ÅÅÅÅ-MM-DD.',
        fi: 'Päivät, joita ei voi valita, VVVV-KK-PP.',
        en: 'Days that cannot be chosen, `YYYY-MM-DD`.',
      },
      example: ['2026-06-19', '2026-12-24'],
    },
    toMonth: {
      label: { sv: 'Sista månad', nb: 'Siste måned', fi: 'Viimeinen kuukausi', en: 'Last month' },
      help: {
        sv: 'Den sista månad som kalendern kan visa (vilken dag som helst i den, ÅÅÅÅ-MM-DD).',
        nb: 'Den siste måneden kalenderen kan vise (hvilken som helst dag i den, ÅÅÅÅ-MM-DD).',
        fi: 'Viimeinen kuukausi, jonka kalenteri voi näyttää (mikä tahansa sen päivä, VVVV-KK-PP).',
        en: 'Last month the calendar can show (any day of it, `YYYY-MM-DD`).',
      },
      example: '2026-12-01',
    },
    fromMonth: {
      label: { sv: 'Första månad', nb: 'Første måned', fi: 'Ensimmäinen kuukausi', en: 'First month' },
      help: {
        sv: 'Den första månad som kalendern kan visa (vilken dag som helst i den, ÅÅÅÅ-MM-DD).',
        nb: 'Den første måneden kalenderen kan vise (hvilken som helst dag i den, ÅÅÅÅ-MM-DD).',
        fi: 'Ensimmäinen kuukausi, jonka kalenteri voi näyttää (mikä tahansa sen päivä, VVVV-KK-PP).',
        en: 'First month the calendar can show (any day of it, `YYYY-MM-DD`).',
      },
      example: '2026-05-01',
    },
    month: {
      label: { sv: 'Startmånad', nb: 'Startmåned', fi: 'Aloituskuukausi', en: 'Opening month' },
      help: {
        sv: 'Månaden som kalendern öppnas på när inget datum är valt (vilken dag som helst i den, ÅÅÅÅ-MM-DD).',
        nb: 'Måneden kalenderen åpnes på når ingen dato er valgt (hvilken som helst dag i den, ÅÅÅÅ-MM-DD).',
        fi: 'Kuukausi, jolle kalenteri avautuu, kun päivää ei ole valittu (mikä tahansa sen päivä, VVVV-KK-PP).',
        en: 'Month the calendar opens on when no date is chosen (any day of it, `YYYY-MM-DD`).',
      },
      defaultText: {
        sv: 'det första datum som går att välja',
        nb: 'den første datoen som kan velges',
        fi: 'ensimmäinen valittava päivä',
        en: 'the first allowed date',
      },
      example: '2026-07-01',
    },
    extraClass: {
      label: { sv: 'Extra CSS-klass', nb: 'Ekstra CSS-klasse', fi: 'Lisä-CSS-luokka', en: 'Extra CSS class' },
      help: {
        sv: 'Extra CSS-klass på fältet. Ett fält som inte är obligatoriskt men har en klass visar fel när det töms.',
        nb: 'Ekstra CSS-klasse på feltet. Et felt som ikke er påkrevd, men har en klasse, viser feil når det tømmes.',
        fi: 'Kentän lisä-CSS-luokka. Kenttä, joka ei ole pakollinen mutta jolla on luokka, näyttää virheen, kun se tyhjennetään.',
        en: 'Extra CSS class on the field. A field that is not required but has one goes to the error state when its input is cleared.',
      },
      example: 'booking-start',
    },
    text: {
      label: { sv: 'Etikett (text)', nb: 'Etikett (tekst)', fi: 'Otsikko (text)', en: 'Label (text)' },
      help: {
        sv: 'Etikettens text (specifikationens namn på den); "label" gäller om båda anges.',
        nb: 'Etikettens tekst (spesifikasjonens navn på den); "label" gjelder hvis begge er satt.',
        fi: 'Otsikon teksti (määrittelyn nimi sille); "label" voittaa, jos molemmat on annettu.',
        en: 'Label text (the spec’s name for it; `label` wins when both are set).',
      },
      example: 'Startdatum',
    },
    extraText: {
      label: { sv: 'Extra text', nb: 'Ekstra tekst', fi: 'Lisäteksti', en: 'Extra text' },
      help: {
        sv: 'Extra text efter etiketten.',
        nb: 'Ekstra tekst etter etiketten.',
        fi: 'Lisäteksti otsikon perässä.',
        en: 'Extra text after the label.',
      },
      example: '(valfritt)',
    },
    placeholder: {
      label: { sv: 'Platshållare', nb: 'Plassholder', fi: 'Paikkamerkki', en: 'Placeholder' },
      help: {
        sv: 'Platshållartext i fältet. Standard är datumformatet, t.ex. ÅÅÅÅ-MM-DD.',
        nb: 'Plassholdertekst i feltet. Standard er datoformatet, f.eks. DD.MM.ÅÅÅÅ.',
        fi: 'Kentän paikkamerkkiteksti. Oletuksena päivämäärän muoto, esim. PP.KK.VVVV.',
        en: 'Placeholder of the input; default the format, e.g. `ÅÅÅÅ-MM-DD`.',
      },
      defaultText: {
        sv: 'datumformatet',
        nb: 'datoformatet',
        fi: 'päivämäärän muoto',
        en: 'the date format',
      },
      example: 'Välj startdatum',
    },
    disabled: {
      label: { sv: 'Inaktiverat', nb: 'Deaktivert', fi: 'Poistettu käytöstä', en: 'Disabled' },
      help: {
        sv: 'Fältet kan inte ändras, skickar ingenting och visar ingen förklaring.',
        nb: 'Feltet kan ikke endres, sender ingenting og viser ingen forklaring.',
        fi: 'Kenttää ei voi muuttaa, se ei lähetä mitään eikä näytä selitystä.',
        en: 'The field cannot be changed, posts nothing and shows no explanation.',
      },
      default: false,
      example: true,
    },
    startDateExplanation: {
      label: {
        sv: 'Förklaring av startdatum',
        nb: 'Forklaring av startdato',
        fi: 'Aloituspäivän selitys',
        en: 'Start-date explanation',
      },
      help: {
        sv: 'Förklaring av det tidigaste startdatumet; {0} ersätts med antalet dagars framförhållning. Visas när fältet är aktivt och framförhållningen är mer än 1 dag.',
        nb: 'Forklaring av den tidligste startdatoen; {0} erstattes med antall forhåndsdager. Vises når feltet er aktivt og forhåndsdagene er flere enn 1.',
        fi: 'Selitys aikaisimmasta aloituspäivästä; {0} korvataan ennakkoajan päivien määrällä. Näytetään, kun kenttä on käytössä ja ennakkoaika on yli 1 päivä.',
        en: 'Explanation of the earliest start date; `{0}` becomes the flex-days number. Shown when enabled and flex days is above 1.',
      },
      defaultText: {
        sv: 'ingen förklaring',
        nb: 'ingen forklaring',
        fi: 'ei selitystä',
        en: 'no explanation',
      },
      example: 'Tidigaste startdatum är om {0} dagar.',
    },
  },
  presets: [
    {
      id: 'form',
      label: {
        sv: 'Datumfält i ett formulär',
        nb: 'Datofelt i et skjema',
        fi: 'Päivämääräkenttä lomakkeessa',
        en: 'Date field in a form',
      },
      props: { name: 'start', label: 'Startdatum', required: true },
    },
    {
      id: 'all-dates',
      label: {
        sv: 'Datumfält med alla datum',
        nb: 'Datofelt med alle datoer',
        fi: 'Päivämääräkenttä kaikilla päivillä',
        en: 'Date field with all dates',
      },
      props: { name: 'date', label: 'Datum', showAllDates: true },
    },
    {
      id: 'explained',
      label: {
        sv: 'Datumfält med förklarad framförhållning',
        nb: 'Datofelt med forklarte forhåndsdager',
        fi: 'Päivämääräkenttä ja selitetty ennakkoaika',
        en: 'Date field with the lead time explained',
      },
      props: {
        name: 'start',
        label: 'Startdatum',
        required: true,
        startDateExplanation: 'Tidigaste startdatum är om {0} dagar.',
      },
    },
  ],
};
