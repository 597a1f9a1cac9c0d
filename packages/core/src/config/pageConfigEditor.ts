import type { FieldSpecs, Localized } from '../editorKit/editorSpec';
import { defaultLanguage, type PageConfigInput, pageConfigSchema } from './pageConfig';

/** The page config as an editor fills it in: the islands' spec without an island and presets. */
export interface PageConfigEditorSpec {
  title: Localized;
  description: Localized;
  /** The valibot object schema the runtime validates the page config with. */
  schema: unknown;
  fields: FieldSpecs<PageConfigInput>;
}

/** Labels, help, defaults and examples of every page-config key. */
export const pageConfigEditor: PageConfigEditorSpec = {
  title: { sv: 'Sidinställningar', nb: 'Sideinnstillinger', fi: 'Sivun asetukset', en: 'Page config' },
  description: {
    sv: 'Inställningar för alla Nordpark-komponenter på sidan: marknad, språk, adresser och tjänster. Samma nycklar i en komponents props gäller bara för den komponenten.',
    nb: 'Innstillinger for alle Nordpark-komponentene på siden: marked, språk, adresser og tjenester. Samme nøkler i en komponents props gjelder bare for den komponenten.',
    fi: 'Sivun kaikkien Nordpark-komponenttien asetukset: markkina, kieli, osoitteet ja palvelut. Samat avaimet komponentin propseissa koskevat vain sitä.',
    en: 'Settings for every island on the page: market, language, paths and services. The same keys in an island’s props apply to that island only.',
  },
  schema: pageConfigSchema,
  fields: {
    country: {
      label: { sv: 'Marknad', nb: 'Marked', fi: 'Markkina', en: 'Market' },
      help: {
        sv: 'Marknad: valuta, datumformat, startplats på kartan och framförhållning. Obligatorisk.',
        nb: 'Marked: valuta, datoformat, startsted på kartet og forhåndsdager. Påkrevd.',
        fi: 'Markkina: valuutta, päivämäärän muoto, kartan aloituspaikka ja ennakkoaika. Pakollinen.',
        en: 'Market: currency, date format, default location, flex days.',
      },
      optionLabels: {
        se: { sv: 'Sverige', nb: 'Sverige', fi: 'Ruotsi', en: 'Sweden' },
        no: { sv: 'Norge', nb: 'Norge', fi: 'Norja', en: 'Norway' },
        fi: { sv: 'Finland', nb: 'Finland', fi: 'Suomi', en: 'Finland' },
      },
      example: 'se',
    },
    language: {
      label: { sv: 'Språk', nb: 'Språk', fi: 'Kieli', en: 'Language' },
      help: {
        sv: 'Gränssnittets språk; skickas också till API:t som språkhuvud.',
        nb: 'Grensesnittets språk; sendes også til API-et som språkhode.',
        fi: 'Käyttöliittymän kieli; lähetetään myös rajapinnalle kieliotsakkeena.',
        en: 'UI language; also sent to the API as the language header.',
      },
      defaultText: {
        sv: 'marknadens: sv, nb eller fi',
        nb: 'markedets: sv, nb eller fi',
        fi: 'markkinan: sv, nb tai fi',
        en: 'from `country`: `sv`, `nb` or `fi`',
      },
      defaultFrom: (config) => (config.country ? defaultLanguage(config.country) : undefined),
      optionLabels: {
        sv: { sv: 'Svenska', nb: 'Svensk', fi: 'Ruotsi', en: 'Swedish' },
        nb: { sv: 'Norska', nb: 'Norsk', fi: 'Norja', en: 'Norwegian' },
        fi: { sv: 'Finska', nb: 'Finsk', fi: 'Suomi', en: 'Finnish' },
        en: { sv: 'Engelska', nb: 'Engelsk', fi: 'Englanti', en: 'English' },
      },
      example: 'en',
    },
    apiBase: {
      label: { sv: 'API-adress', nb: 'API-adresse', fi: 'Rajapinnan osoite', en: 'API base' },
      help: {
        sv: 'Ursprung och prefix för operatörens API; tomt betyder sidans eget ursprung. Inloggningstoken skickas bara dit.',
        nb: 'Opprinnelse og prefiks for operatørens API; tomt betyr sidens egen opprinnelse. Innloggingstokenet sendes bare dit.',
        fi: 'Operaattorin rajapinnan alkuperä ja etuliite; tyhjä tarkoittaa sivun omaa alkuperää. Kirjautumistunniste lähetetään vain sinne.',
        en: 'Origin and prefix of the operator API; empty means the page origin. The bearer token is only ever sent there.',
      },
      default: '',
      example: 'https://api.nordpark.example',
    },
    bookingController: {
      label: {
        sv: 'Sökväg för bokning',
        nb: 'Bane for bestilling',
        fi: 'Varauksen polku',
        en: 'Booking path',
      },
      help: {
        sv: 'Sökvägsprefixet {bookingController} i bokningsanropen.',
        nb: 'Baneprefikset {bookingController} i bestillingskallene.',
        fi: 'Varauskutsujen polun etuliite {bookingController}.',
        en: 'The `{bookingController}` path prefix of booking calls.',
      },
      default: '/booking/',
      example: '/api/booking/',
    },
    bookingflowPage: {
      label: { sv: 'Bokningssida', nb: 'Bestillingsside', fi: 'Varaussivu', en: 'Booking page' },
      help: {
        sv: 'Sökvägen till bokningssidan; bokningslänkar går till {bookingflowPage}?fId=…&t=1.',
        nb: 'Banen til bestillingssiden; bestillingslenker går til {bookingflowPage}?fId=…&t=1.',
        fi: 'Varaussivun polku; varauslinkit vievät osoitteeseen {bookingflowPage}?fId=…&t=1.',
        en: 'The `{bookingflowPage}` path prefix; booking links go to `{bookingflowPage}?fId=…&t=1`.',
      },
      defaultText: {
        sv: '"/{country}/booking/"',
        nb: '"/{country}/booking/"',
        fi: '"/{country}/booking/"',
        en: '`"/{country}/booking/"`',
      },
      example: '/se/boka/',
    },
    myParkingProduct: {
      label: {
        sv: 'Produkt för Mina sidor',
        nb: 'Produkt for Min side',
        fi: 'Omien sivujen tuote',
        en: 'My parking product',
      },
      help: {
        sv: '{product} i anropen /my{product}… på Mina sidor.',
        nb: '{product} i kallene /my{product}… på Min side.',
        fi: '{product} Omien sivujen kutsuissa /my{product}….',
        en: 'The `{product}` in `/my{product}…` calls.',
      },
      default: 'parking',
      example: 'parking',
    },
    authCookie: {
      label: {
        sv: 'Inloggningscookie',
        nb: 'Innloggingscookie',
        fi: 'Kirjautumiseväste',
        en: 'Sign-in cookie',
      },
      help: {
        sv: 'Namnet på cookien med den inloggade kundens användarhash (skickas som inloggningstoken).',
        nb: 'Navnet på informasjonskapselen med den innloggede kundens brukerhash (sendes som innloggingstoken).',
        fi: 'Evästeen nimi, jossa on kirjautuneen asiakkaan käyttäjätiiviste (lähetetään kirjautumistunnisteena).',
        en: 'Name of the cookie holding the logged-in customer’s user hash (sent as a bearer token).',
      },
      default: 'np_userhash',
      example: 'np_userhash',
    },
    mock: {
      label: { sv: 'Exempeldata', nb: 'Eksempeldata', fi: 'Esimerkkidata', en: 'Sample data' },
      help: {
        sv: 'Besvara varje anrop med exempeldata efter en fördröjning (demo, Storybook). {"delay": 0} ger alla anrop samma fördröjning i ms, {"maxDelay"} den längsta.',
        nb: 'Svar på hvert kall med eksempeldata etter en forsinkelse (demo, Storybook). {"delay": 0} gir alle kall samme forsinkelse i ms, {"maxDelay"} den lengste.',
        fi: 'Vastaa jokaiseen kutsuun esimerkkidatalla viiveen jälkeen (demo, Storybook). {"delay": 0} antaa kaikille kutsuille saman viiveen millisekunteina, {"maxDelay"} pisimmän.',
        en: 'Answer every call from sample data after a delay (demo, stories). `delay` fixes every delay (0 in tests), `maxDelay` bounds the random one (ms).',
      },
      default: false,
      example: { maxDelay: 2000 },
    },
    map: {
      label: { sv: 'Kartbilder', nb: 'Kartfliser', fi: 'Karttatiilet', en: 'Map tiles' },
      help: {
        sv: 'Kartbilderna till kartan över parkeringar: {tileUrl, attribution}.',
        nb: 'Kartflisene til kartet over parkeringer: {tileUrl, attribution}.',
        fi: 'Pysäköintipaikkojen kartan karttatiilet: {tileUrl, attribution}.',
        en: 'Map tiles for the facility map: `{tileUrl, attribution}`.',
      },
      defaultText: { sv: 'OpenStreetMap', nb: 'OpenStreetMap', fi: 'OpenStreetMap', en: 'OpenStreetMap' },
      example: { tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example Maps' },
    },
    places: {
      label: { sv: 'Platsförslag', nb: 'Stedsforslag', fi: 'Paikkaehdotukset', en: 'Place suggestions' },
      help: {
        sv: 'Förslag på platser i sökfältet: "reference" (operatörens server) eller "google" (Places API, kräver apiKey).',
        nb: 'Forslag til steder i søkefeltet: "reference" (operatørens server) eller "google" (Places API, krever apiKey).',
        fi: 'Hakukentän paikkaehdotukset: "reference" (operaattorin palvelin) tai "google" (Places API, vaatii apiKey-avaimen).',
        en: 'Place autocomplete: `reference` (the operator’s server) or `google` (Places API, needs `apiKey`).',
      },
      default: { provider: 'reference' },
      example: { provider: 'google', apiKey: 'AIza-example-key' },
    },
    texts: {
      label: { sv: 'Egna texter', nb: 'Egne tekster', fi: 'Omat tekstit', en: 'Own texts' },
      help: {
        sv: 'Ersätter valfri text i gränssnittet, per meddelande-id (se texts.md).',
        nb: 'Erstatter hvilken som helst tekst i grensesnittet, per meldings-id (se texts.md).',
        fi: 'Korvaa minkä tahansa käyttöliittymän tekstin viestitunnisteen mukaan (ks. texts.md).',
        en: 'Overrides of any UI text by message id (see [texts.md](texts.md)).',
      },
      default: {},
      example: { 'islands.error': 'Sökningen kunde inte visas just nu. Ring oss gärna.' },
    },
    paymentOrigins: {
      label: { sv: 'Betalsidor', nb: 'Betalingssider', fi: 'Maksusivut', en: 'Payment origins' },
      help: {
        sv: 'De ursprung som kortbetalningen får skicka vidare till: https, eller http bara på ett loopback-ursprung (localhost, 127.0.0.0/8, [::1]) som står här; alla andra adresser vägras.',
        nb: 'Opprinnelsene kortbetalingen kan sende videre til: https, eller http bare på en loopback-opprinnelse (localhost, 127.0.0.0/8, [::1]) som står her; alle andre adresser avvises.',
        fi: 'Alkuperät, joihin korttimaksu saa ohjata: https, tai http vain tässä lueteltuun loopback-alkuperään (localhost, 127.0.0.0/8, [::1]); kaikki muut osoitteet hylätään.',
        en: 'The origins the card-payment redirect may go to: https, or http only on a loopback origin (`localhost`, `127.0.0.0/8`, `[::1]`) listed as such; any other URL is refused.',
      },
      default: [],
      example: ['https://pay.example.com'],
    },
    directionsUrl: {
      label: { sv: 'Vägbeskrivning', nb: 'Veibeskrivelse', fi: 'Reittiohjeet', en: 'Directions link' },
      help: {
        sv: 'Länken Vägbeskrivning i ankomstinformationen: en adressmall med {lat}, {lng} och {address}. Tom: en geo:-adress i telefoner, annars en kartsida på webben. Bara http(s) eller geo: används.',
        nb: 'Lenken Veibeskrivelse i ankomstinformasjonen: en adressemal med {lat}, {lng} og {address}. Tom: en geo:-adresse på telefoner, ellers en kartside på nettet. Bare http(s) eller geo: brukes.',
        fi: 'Saapumisohjeiden Reittiohjeet-linkki: osoitemalli, jossa on {lat}, {lng} ja {address}. Tyhjä: geo:-osoite puhelimissa, muuten verkkokarttasivu. Vain http(s)- tai geo:-osoite käytetään.',
        en: 'The Directions link of the arrival kit: a URL template with `{lat}`, `{lng}` and `{address}` (each URL-encoded), e.g. `https://maps.example/route?to={lat},{lng}`. Empty: a `geo:` URI on phones, a maps web URL elsewhere. Only an http(s) or `geo:` result is used.',
      },
      default: '',
      example: 'https://maps.example/route?to={lat},{lng}',
    },
    debug: {
      label: { sv: 'Felsökningsläge', nb: 'Feilsøkingsmodus', fi: 'Vianetsintätila', en: 'Debug mode' },
      help: {
        sv: 'Med true visar en komponent hela felmeddelandet i sin egen ruta när den stoppas av ett fel i inställningarna eller i props, så att redaktörer ser vad som är fel. ?nordpark-debug i sidans adress gör samma sak.',
        nb: 'Med true viser en komponent hele feilmeldingen i sin egen boks når den stoppes av en feil i innstillingene eller i props, slik at redaktører ser hva som er galt. ?nordpark-debug i sidens adresse gjør det samme.',
        fi: 'Arvolla true komponentti näyttää koko virheilmoituksen omassa ruudussaan, kun asetusten tai propsien virhe pysäyttää sen, jotta toimittajat näkevät, mikä on vialla. ?nordpark-debug sivun osoitteessa tekee saman.',
        en: 'With true, an island that fails on a config or props error shows the full message inside its own box, for editors. `?nordpark-debug` in the page URL does the same.',
      },
      default: false,
      example: true,
    },
    load: {
      label: { sv: 'Laddning', nb: 'Lasting', fi: 'Lataus', en: 'Loading' },
      help: {
        sv: 'När sidans komponenter vaknar, om inte en komponents eget data-nordpark-load säger annat. "eager": direkt. "visible": när komponenten kommer inom 200 px från det synliga. "idle": i ledig tid efter sidans load (högst 2 s senare). "interaction": vid första klick, fokus, tangent eller beröring i den. Till dess hämtas ingenting av komponenten.',
        nb: 'Når sidens komponenter våkner, med mindre en komponents egen data-nordpark-load sier noe annet. "eager": med en gang. "visible": når komponenten kommer innenfor 200 px fra det synlige. "idle": i ledig tid etter sidens load (høyst 2 s senere). "interaction": ved første klikk, fokus, tast eller berøring i den. Til da hentes ingenting av komponenten.',
        fi: 'Milloin sivun komponentit heräävät, ellei komponentin oma data-nordpark-load sano muuta. "eager": heti. "visible": kun komponentti tulee 200 px:n päähän näkyvästä alueesta. "idle": vapaana aikana sivun latauksen jälkeen (enintään 2 s myöhemmin). "interaction": ensimmäisestä napautuksesta, kohdistuksesta, näppäimestä tai kosketuksesta siinä. Siihen asti komponentista ei haeta mitään.',
        en: 'When the page’s islands wake up, unless an island’s own data-nordpark-load says otherwise. "eager": at once. "visible": once the island comes within 200 px of the viewport. "idle": in idle time after the page’s load (at most 2 s later). "interaction": on the first pointer down, focus, key press or touch inside it. Until then nothing of the island is requested (embedding.md).',
      },
      default: 'eager',
      optionLabels: {
        eager: { sv: 'Direkt', nb: 'Med en gang', fi: 'Heti', en: 'At once' },
        visible: { sv: 'När den syns', nb: 'Når den vises', fi: 'Kun se näkyy', en: 'When visible' },
        idle: {
          sv: 'När sidan är ledig',
          nb: 'Når siden er ledig',
          fi: 'Kun sivu on joutilas',
          en: 'When the page is idle',
        },
        interaction: {
          sv: 'Vid första interaktion',
          nb: 'Ved første interaksjon',
          fi: 'Ensimmäisestä vuorovaikutuksesta',
          en: 'On first interaction',
        },
      },
      example: 'visible',
    },
  },
};
