import type { Copy } from './types';

export const fi: Copy = {
  layout: {
    skipLink: 'Siirry sisältöön',
    marketsNav: 'Maat',
    pagesNav: 'Sivut',
    footer: 'Nordpark – pysäköintiwidgettien esittelysivusto. Kaikki tiedot ovat keksittyjä.',
  },
  nav: {
    search: 'Etsi pysäköintiä',
    searchSimple: 'Pikahaku',
    booking: 'Varaus',
    dateField: 'Päivämääräkenttä',
    customerService: 'Asiakaspalvelu',
    myParking: 'Oma pysäköinti',
  },
  search: {
    title: 'Etsi pysäköintiä',
    intro: 'Hae pysäköintipaikkoja osoitteen läheltä, vertaile hintoja ja varaa heti.',
    fallback: 'Pysäköintihaku latautuu. Se tarvitsee JavaScriptin.',
  },
  searchSimple: {
    title: 'Etsi pysäköintiä läheltä',
    intro: 'Kirjoita osoite tai paikka nähdäksesi lähimmät pysäköintipaikat.',
  },
  customerService: {
    title: 'Asiakaspalvelu: hae pysäköintiä',
    intro: 'Hae kohde asiakkaalle. Kohteita ei näytetä ennen kuin nimi on annettu.',
  },
  booking: {
    title: 'Varaa pysäköinti',
    intro: 'Valitse tuote, aloituspäivä ja ajoneuvo ja viimeistele varaus.',
    fallbackFacility: 'Varaus latautuu kohteelle',
    fallbackNoFacility: 'Kohdetta ei ole valittu.',
    backToSearch: 'Takaisin hakuun',
  },
  myParking: {
    title: 'Oma pysäköinti',
    signedInAs: 'Kirjautuneena:',
    intro: 'Täällä hallinnoit ajoneuvojasi.',
    vehiclesHeading: 'Omat ajoneuvot',
    plate: 'Rekisterinumero',
    description: 'Kuvaus',
    actions: 'Toiminnot',
    delete: 'Poista',
  },
  dateField: {
    title: 'Päivämääräkenttä',
    intro: 'Päivämääräkenttä eri asetuksilla. Lähetä lomake nähdäksesi lähetetyt arvot.',
    legend: 'Valitse päivämäärä',
    labels: {
      default: 'Aloituspäivä',
      flex: 'Aloituspäivä (14 päivän varoitusaika)',
      startSelling: 'Aloituspäivä (myynti alkaa 30 päivän kuluttua)',
      allDates: 'Mikä tahansa päivä tästä päivästä alkaen',
      disabled: 'Aloituspäivä (ei valittavissa)',
      required: 'Aloituspäivä (pakollinen)',
      explanation: 'Aloituspäivä ja selitys',
    },
    explanationText: 'Aikaisin aloituspäivä on {0} päivän kuluttua.',
    requiredError: 'Valitse aloituspäivä.',
    formatHint: 'Muoto: PP.KK.VVVV',
    formatPattern: 'PP.KK.VVVV',
    submit: 'Lähetä',
    postedHeading: 'Lähetetyt arvot',
    postedEmpty: 'Lomake lähetettiin ilman arvoja.',
  },
};
