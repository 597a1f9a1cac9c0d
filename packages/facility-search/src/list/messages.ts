import type { AreaMessages } from '../i18n/defineMessages';

/**
 * Texts of the results list; ids start with "search.list.". Override any through config `texts`.
 * Placeholders: {shown}, {total}, {percent}, {from}, {to} are numbers; {distance}, {height},
 * {price}, {date} come formatted for the language; {name} is the facility's name.
 */
export type ListMessageId =
  | 'search.list.loading'
  | 'search.list.waiting'
  | 'search.list.emptyHeading'
  | 'search.list.emptyText'
  | 'search.list.showMore'
  | 'search.list.shownCount'
  | 'search.list.availability.free'
  | 'search.list.availability.few'
  | 'search.list.availability.full'
  | 'search.list.distance'
  | 'search.list.indoor'
  | 'search.list.outdoor'
  | 'search.list.heated'
  | 'search.list.maxHeight'
  | 'search.list.service.electricChargingPoint'
  | 'search.list.service.disabled'
  | 'search.list.facts'
  | 'search.list.priceFromMonth'
  | 'search.list.priceFromDay'
  | 'search.list.campaign'
  | 'search.list.readMore'
  | 'search.list.readLess'
  | 'search.list.showOnMap'
  | 'search.list.book'
  | 'search.list.facilityLink'
  | 'search.list.details.show'
  | 'search.list.details.hide'
  | 'search.list.tabs.label'
  | 'search.list.tab.info'
  | 'search.list.tab.pricelist'
  | 'search.list.tab.offers'
  | 'search.list.info.openingHours'
  | 'search.list.info.timeSlots'
  | 'search.list.info.inTimes'
  | 'search.list.info.outTimes'
  | 'search.list.info.bothDays'
  | 'search.list.info.services'
  | 'search.list.info.spots'
  | 'search.list.info.evSpaces'
  | 'search.list.info.maxHeight'
  | 'search.list.info.noHeightLimit'
  | 'search.list.info.notes'
  | 'search.list.info.drivingInstructions'
  | 'search.list.priceList.loading'
  | 'search.list.priceList.error'
  | 'search.list.priceList.empty'
  | 'search.list.retry'
  | 'search.list.offers.loading'
  | 'search.list.offers.error'
  | 'search.list.offers.none'
  | 'search.list.offers.campaigns'
  | 'search.list.offers.products'
  | 'search.list.offers.perMonth'
  | 'search.list.offers.perDay'
  | 'search.list.offers.freeMonth'
  | 'search.list.offers.freeMonths'
  | 'search.list.offers.halfMonth'
  | 'search.list.offers.halfMonths'
  | 'search.list.offers.discount'
  | 'search.list.offers.priceChange'
  | 'search.list.offers.full'
  | 'search.list.waitingList.heading'
  | 'search.list.waitingList.text'
  | 'search.list.waitingList.email'
  | 'search.list.waitingList.register'
  | 'search.list.waitingList.busy'
  | 'search.list.waitingList.done'
  | 'search.list.waitingList.error'
  | 'search.list.waitingList.required'
  | 'search.list.waitingList.invalid'
  | 'search.list.waitingList.link';

export const listMessages: AreaMessages<ListMessageId> = {
  sv: {
    'search.list.loading': 'Laddar parkeringar',
    'search.list.waiting': 'Sök på kundens plats eller namn för att se parkeringar.',
    'search.list.emptyHeading': 'Inga parkeringar hittades',
    'search.list.emptyText':
      'Det finns ingen parkering nära den här platsen som matchar din sökning. Prova en annan plats eller ändra filtren.',
    'search.list.showMore': 'Visa fler',
    'search.list.shownCount': 'Visar {shown} av {total}',
    'search.list.availability.free': 'Lediga platser',
    'search.list.availability.few': 'Få lediga platser',
    'search.list.availability.full': 'Fullt',
    'search.list.distance': '{distance} bort',
    'search.list.indoor': 'Inomhus',
    'search.list.outdoor': 'Utomhus',
    'search.list.heated': 'Uppvärmt',
    'search.list.maxHeight': 'Maxhöjd {height}',
    'search.list.service.electricChargingPoint': 'Laddning för elbil',
    'search.list.service.disabled': 'Parkering för rörelsehindrade',
    'search.list.facts': 'Om parkeringen',
    'search.list.priceFromMonth': 'Från {price} per månad',
    'search.list.priceFromDay': 'Från {price} per dygn',
    'search.list.campaign': 'Kampanj',
    'search.list.readMore': 'Läs mer',
    'search.list.readLess': 'Visa mindre',
    'search.list.showOnMap': 'Visa på kartan',
    'search.list.book': 'Boka',
    'search.list.facilityLink': 'Mer om parkeringen',
    'search.list.details.show': 'Visa detaljer',
    'search.list.details.hide': 'Dölj detaljer',
    'search.list.tabs.label': 'Detaljer om {name}',
    'search.list.tab.info': 'Information',
    'search.list.tab.pricelist': 'Prislista',
    'search.list.tab.offers': 'Erbjudanden',
    'search.list.info.openingHours': 'Öppettider',
    'search.list.info.timeSlots': 'In- och utfartstider',
    'search.list.info.inTimes': 'Infart',
    'search.list.info.outTimes': 'Utfart',
    'search.list.info.bothDays': 'Båda dagarna',
    'search.list.info.services': 'Tjänster',
    'search.list.info.spots': 'Parkeringsplatser',
    'search.list.info.evSpaces': 'Platser med laddning',
    'search.list.info.maxHeight': 'Maxhöjd',
    'search.list.info.noHeightLimit': 'Ingen höjdgräns',
    'search.list.info.notes': 'Bra att veta',
    'search.list.info.drivingInstructions': 'Vägbeskrivning',
    'search.list.priceList.loading': 'Laddar prislistan …',
    'search.list.priceList.error': 'Prislistan kunde inte hämtas.',
    'search.list.priceList.empty': 'Det finns ingen prislista för den här parkeringen.',
    'search.list.retry': 'Försök igen',
    'search.list.offers.loading': 'Laddar erbjudanden …',
    'search.list.offers.error': 'Erbjudandena kunde inte hämtas.',
    'search.list.offers.none': 'Det finns inga produkter att boka just nu.',
    'search.list.offers.campaigns': 'Aktuella kampanjer',
    'search.list.offers.products': 'Produkter och priser',
    'search.list.offers.perMonth': '{price} per månad',
    'search.list.offers.perDay': 'Från {price} per dygn',
    'search.list.offers.freeMonth': 'Månad {from} gratis',
    'search.list.offers.freeMonths': 'Månad {from}–{to} gratis',
    'search.list.offers.halfMonth': 'Månad {from} till halva priset',
    'search.list.offers.halfMonths': 'Månad {from}–{to} till halva priset',
    'search.list.offers.discount': '{percent} % rabatt',
    'search.list.offers.priceChange': 'Från {date}: {price} per månad',
    'search.list.offers.full': 'Fullt just nu',
    'search.list.waitingList.heading': 'Kölista',
    'search.list.waitingList.text': 'Lämna din e-postadress så meddelar vi dig när en plats blir ledig.',
    'search.list.waitingList.email': 'E-postadress',
    'search.list.waitingList.register': 'Anmäl intresse',
    'search.list.waitingList.busy': 'Anmäler …',
    'search.list.waitingList.done': 'Tack! Vi mejlar dig när en plats blir ledig.',
    'search.list.waitingList.error': 'Anmälan misslyckades. Försök igen.',
    'search.list.waitingList.required': 'Skriv din e-postadress.',
    'search.list.waitingList.invalid': 'Skriv en e-postadress som namn@exempel.se.',
    'search.list.waitingList.link': 'Ställ dig i kö',
  },
  nb: {
    'search.list.loading': 'Laster parkeringsanlegg',
    'search.list.waiting': 'Søk på kundens sted eller navn for å se parkeringsanlegg.',
    'search.list.emptyHeading': 'Ingen parkeringsanlegg funnet',
    'search.list.emptyText':
      'Det finnes ingen parkering nær dette stedet som passer søket ditt. Prøv et annet sted eller endre filtrene.',
    'search.list.showMore': 'Vis flere',
    'search.list.shownCount': 'Viser {shown} av {total}',
    'search.list.availability.free': 'Ledige plasser',
    'search.list.availability.few': 'Få ledige plasser',
    'search.list.availability.full': 'Fullt',
    'search.list.distance': '{distance} unna',
    'search.list.indoor': 'Innendørs',
    'search.list.outdoor': 'Utendørs',
    'search.list.heated': 'Oppvarmet',
    'search.list.maxHeight': 'Maks høyde {height}',
    'search.list.service.electricChargingPoint': 'Lading for elbil',
    'search.list.service.disabled': 'Parkering for bevegelseshemmede',
    'search.list.facts': 'Om anlegget',
    'search.list.priceFromMonth': 'Fra {price} per måned',
    'search.list.priceFromDay': 'Fra {price} per døgn',
    'search.list.campaign': 'Kampanje',
    'search.list.readMore': 'Les mer',
    'search.list.readLess': 'Vis mindre',
    'search.list.showOnMap': 'Vis på kartet',
    'search.list.book': 'Bestill',
    'search.list.facilityLink': 'Mer om anlegget',
    'search.list.details.show': 'Vis detaljer',
    'search.list.details.hide': 'Skjul detaljer',
    'search.list.tabs.label': 'Detaljer om {name}',
    'search.list.tab.info': 'Informasjon',
    'search.list.tab.pricelist': 'Prisliste',
    'search.list.tab.offers': 'Tilbud',
    'search.list.info.openingHours': 'Åpningstider',
    'search.list.info.timeSlots': 'Inn- og utkjøringstider',
    'search.list.info.inTimes': 'Innkjøring',
    'search.list.info.outTimes': 'Utkjøring',
    'search.list.info.bothDays': 'Begge dager',
    'search.list.info.services': 'Tjenester',
    'search.list.info.spots': 'Parkeringsplasser',
    'search.list.info.evSpaces': 'Plasser med lading',
    'search.list.info.maxHeight': 'Maks høyde',
    'search.list.info.noHeightLimit': 'Ingen høydegrense',
    'search.list.info.notes': 'Greit å vite',
    'search.list.info.drivingInstructions': 'Veibeskrivelse',
    'search.list.priceList.loading': 'Laster prislisten …',
    'search.list.priceList.error': 'Prislisten kunne ikke hentes.',
    'search.list.priceList.empty': 'Det finnes ingen prisliste for dette anlegget.',
    'search.list.retry': 'Prøv igjen',
    'search.list.offers.loading': 'Laster tilbud …',
    'search.list.offers.error': 'Tilbudene kunne ikke hentes.',
    'search.list.offers.none': 'Det finnes ingen produkter å bestille akkurat nå.',
    'search.list.offers.campaigns': 'Aktuelle kampanjer',
    'search.list.offers.products': 'Produkter og priser',
    'search.list.offers.perMonth': '{price} per måned',
    'search.list.offers.perDay': 'Fra {price} per døgn',
    'search.list.offers.freeMonth': 'Måned {from} gratis',
    'search.list.offers.freeMonths': 'Måned {from}–{to} gratis',
    'search.list.offers.halfMonth': 'Måned {from} til halv pris',
    'search.list.offers.halfMonths': 'Måned {from}–{to} til halv pris',
    'search.list.offers.discount': '{percent} % rabatt',
    'search.list.offers.priceChange': 'Fra {date}: {price} per måned',
    'search.list.offers.full': 'Fullt akkurat nå',
    'search.list.waitingList.heading': 'Venteliste',
    'search.list.waitingList.text':
      'Legg igjen e-postadressen din, så gir vi beskjed når en plass blir ledig.',
    'search.list.waitingList.email': 'E-postadresse',
    'search.list.waitingList.register': 'Meld interesse',
    'search.list.waitingList.busy': 'Melder …',
    'search.list.waitingList.done': 'Takk! Vi sender deg en e-post når en plass blir ledig.',
    'search.list.waitingList.error': 'Påmeldingen mislyktes. Prøv igjen.',
    'search.list.waitingList.required': 'Skriv e-postadressen din.',
    'search.list.waitingList.invalid': 'Skriv en e-postadresse som navn@eksempel.no.',
    'search.list.waitingList.link': 'Sett deg på venteliste',
  },
  fi: {
    'search.list.loading': 'Ladataan pysäköintipaikkoja',
    'search.list.waiting': 'Hae asiakkaan paikkaa tai nimeä nähdäksesi pysäköintipaikat.',
    'search.list.emptyHeading': 'Pysäköintipaikkoja ei löytynyt',
    'search.list.emptyText':
      'Tämän paikan lähellä ei ole hakuasi vastaavaa pysäköintiä. Kokeile toista paikkaa tai muuta suodattimia.',
    'search.list.showMore': 'Näytä lisää',
    'search.list.shownCount': 'Näytetään {shown}/{total}',
    'search.list.availability.free': 'Vapaita paikkoja',
    'search.list.availability.few': 'Vain vähän vapaita paikkoja',
    'search.list.availability.full': 'Täynnä',
    'search.list.distance': '{distance} päässä',
    'search.list.indoor': 'Sisätiloissa',
    'search.list.outdoor': 'Ulkona',
    'search.list.heated': 'Lämmitetty',
    'search.list.maxHeight': 'Enimmäiskorkeus {height}',
    'search.list.service.electricChargingPoint': 'Sähköauton lataus',
    'search.list.service.disabled': 'Invapysäköinti',
    'search.list.facts': 'Tietoja pysäköinnistä',
    'search.list.priceFromMonth': 'Alkaen {price} kuukaudessa',
    'search.list.priceFromDay': 'Alkaen {price} vuorokaudessa',
    'search.list.campaign': 'Kampanja',
    'search.list.readMore': 'Lue lisää',
    'search.list.readLess': 'Näytä vähemmän',
    'search.list.showOnMap': 'Näytä kartalla',
    'search.list.book': 'Varaa',
    'search.list.facilityLink': 'Lisää pysäköinnistä',
    'search.list.details.show': 'Näytä tiedot',
    'search.list.details.hide': 'Piilota tiedot',
    'search.list.tabs.label': 'Tiedot: {name}',
    'search.list.tab.info': 'Tiedot',
    'search.list.tab.pricelist': 'Hinnasto',
    'search.list.tab.offers': 'Tarjoukset',
    'search.list.info.openingHours': 'Aukioloajat',
    'search.list.info.timeSlots': 'Sisään- ja ulosajoajat',
    'search.list.info.inTimes': 'Sisäänajo',
    'search.list.info.outTimes': 'Ulosajo',
    'search.list.info.bothDays': 'Molempina päivinä',
    'search.list.info.services': 'Palvelut',
    'search.list.info.spots': 'Pysäköintipaikat',
    'search.list.info.evSpaces': 'Latauspaikat',
    'search.list.info.maxHeight': 'Enimmäiskorkeus',
    'search.list.info.noHeightLimit': 'Ei korkeusrajoitusta',
    'search.list.info.notes': 'Hyvä tietää',
    'search.list.info.drivingInstructions': 'Ajo-ohjeet',
    'search.list.priceList.loading': 'Ladataan hinnastoa …',
    'search.list.priceList.error': 'Hinnastoa ei voitu hakea.',
    'search.list.priceList.empty': 'Tälle pysäköinnille ei ole hinnastoa.',
    'search.list.retry': 'Yritä uudelleen',
    'search.list.offers.loading': 'Ladataan tarjouksia …',
    'search.list.offers.error': 'Tarjouksia ei voitu hakea.',
    'search.list.offers.none': 'Varattavia tuotteita ei ole juuri nyt.',
    'search.list.offers.campaigns': 'Voimassa olevat kampanjat',
    'search.list.offers.products': 'Tuotteet ja hinnat',
    'search.list.offers.perMonth': '{price} kuukaudessa',
    'search.list.offers.perDay': 'Alkaen {price} vuorokaudessa',
    'search.list.offers.freeMonth': '{from}. kuukausi ilmaiseksi',
    'search.list.offers.freeMonths': '{from}.–{to}. kuukausi ilmaiseksi',
    'search.list.offers.halfMonth': '{from}. kuukausi puoleen hintaan',
    'search.list.offers.halfMonths': '{from}.–{to}. kuukausi puoleen hintaan',
    'search.list.offers.discount': '{percent} % alennus',
    'search.list.offers.priceChange': '{date} alkaen: {price} kuukaudessa',
    'search.list.offers.full': 'Täynnä juuri nyt',
    'search.list.waitingList.heading': 'Jonotuslista',
    'search.list.waitingList.text': 'Jätä sähköpostiosoitteesi, niin ilmoitamme, kun paikka vapautuu.',
    'search.list.waitingList.email': 'Sähköpostiosoite',
    'search.list.waitingList.register': 'Ilmoita kiinnostuksesta',
    'search.list.waitingList.busy': 'Ilmoitetaan …',
    'search.list.waitingList.done': 'Kiitos! Lähetämme sähköpostia, kun paikka vapautuu.',
    'search.list.waitingList.error': 'Ilmoittautuminen epäonnistui. Yritä uudelleen.',
    'search.list.waitingList.required': 'Kirjoita sähköpostiosoitteesi.',
    'search.list.waitingList.invalid': 'Kirjoita sähköpostiosoite muodossa nimi@esimerkki.fi.',
    'search.list.waitingList.link': 'Liity jonoon',
  },
  en: {
    'search.list.loading': 'Loading parking facilities',
    'search.list.waiting': "Search for the customer's place or name to see parking facilities.",
    'search.list.emptyHeading': 'No parking facilities found',
    'search.list.emptyText':
      'There is no parking near this place that matches your search. Try another place or change the filters.',
    'search.list.showMore': 'Show more',
    'search.list.shownCount': 'Showing {shown} of {total}',
    'search.list.availability.free': 'Spaces available',
    'search.list.availability.few': 'Few spaces left',
    'search.list.availability.full': 'Full',
    'search.list.distance': '{distance} away',
    'search.list.indoor': 'Indoor',
    'search.list.outdoor': 'Outdoor',
    'search.list.heated': 'Heated',
    'search.list.maxHeight': 'Max height {height}',
    'search.list.service.electricChargingPoint': 'Electric car charging',
    'search.list.service.disabled': 'Disabled parking',
    'search.list.facts': 'About the facility',
    'search.list.priceFromMonth': 'From {price} per month',
    'search.list.priceFromDay': 'From {price} per day',
    'search.list.campaign': 'Campaign',
    'search.list.readMore': 'Read more',
    'search.list.readLess': 'Show less',
    'search.list.showOnMap': 'Show on map',
    'search.list.book': 'Book',
    'search.list.facilityLink': 'More about the facility',
    'search.list.details.show': 'Show details',
    'search.list.details.hide': 'Hide details',
    'search.list.tabs.label': 'Details of {name}',
    'search.list.tab.info': 'Information',
    'search.list.tab.pricelist': 'Price list',
    'search.list.tab.offers': 'Offers',
    'search.list.info.openingHours': 'Opening hours',
    'search.list.info.timeSlots': 'Entry and exit times',
    'search.list.info.inTimes': 'Entry',
    'search.list.info.outTimes': 'Exit',
    'search.list.info.bothDays': 'Both days',
    'search.list.info.services': 'Services',
    'search.list.info.spots': 'Parking spaces',
    'search.list.info.evSpaces': 'Spaces with charging',
    'search.list.info.maxHeight': 'Max height',
    'search.list.info.noHeightLimit': 'No height limit',
    'search.list.info.notes': 'Good to know',
    'search.list.info.drivingInstructions': 'Driving instructions',
    'search.list.priceList.loading': 'Loading the price list …',
    'search.list.priceList.error': 'The price list could not be loaded.',
    'search.list.priceList.empty': 'There is no price list for this facility.',
    'search.list.retry': 'Try again',
    'search.list.offers.loading': 'Loading offers …',
    'search.list.offers.error': 'The offers could not be loaded.',
    'search.list.offers.none': 'There are no products to book right now.',
    'search.list.offers.campaigns': 'Current campaigns',
    'search.list.offers.products': 'Products and prices',
    'search.list.offers.perMonth': '{price} per month',
    'search.list.offers.perDay': 'From {price} per day',
    'search.list.offers.freeMonth': 'Month {from} free',
    'search.list.offers.freeMonths': 'Months {from}–{to} free',
    'search.list.offers.halfMonth': 'Month {from} at half price',
    'search.list.offers.halfMonths': 'Months {from}–{to} at half price',
    'search.list.offers.discount': '{percent}% discount',
    'search.list.offers.priceChange': 'From {date}: {price} per month',
    'search.list.offers.full': 'Full right now',
    'search.list.waitingList.heading': 'Waiting list',
    'search.list.waitingList.text': 'Leave your e-mail address and we will tell you when a space is free.',
    'search.list.waitingList.email': 'E-mail address',
    'search.list.waitingList.register': 'Register interest',
    'search.list.waitingList.busy': 'Registering …',
    'search.list.waitingList.done': 'Thank you! We will e-mail you when a space is free.',
    'search.list.waitingList.error': 'The registration failed. Please try again.',
    'search.list.waitingList.required': 'Enter your e-mail address.',
    'search.list.waitingList.invalid': 'Enter an e-mail address like name@example.com.',
    'search.list.waitingList.link': 'Join the waiting list',
  },
};
