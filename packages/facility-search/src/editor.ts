import type { IslandEditorSpec } from '@nordpark/core';
import { manifest } from './manifest';
import { type FacilitySearchProps, featureOn } from './props';

/** Whether a feature is on while its key is left out, as the island decides; unknown without a valid variant. */
function featureLeftOut(
  props: Partial<FacilitySearchProps>,
  feature: 'stayPrice' | 'vehicleFit',
): boolean | undefined {
  const { variant } = props;
  return variant === undefined ? undefined : featureOn({ ...props, variant, [feature]: undefined }, feature);
}

/** The facility search as an editor places it: labels, help, defaults and presets of its props. */
export const facilitySearchEditor: IslandEditorSpec<FacilitySearchProps> = {
  island: manifest.island,
  title: { sv: 'Sök parkering', nb: 'Søk parkering', fi: 'Pysäköintihaku', en: 'Facility search' },
  description: {
    sv: 'Sökfält, lista, filter och karta över operatörens parkeringar.',
    nb: 'Søkefelt, liste, filtre og kart over operatørens parkeringer.',
    fi: 'Hakukenttä, luettelo, suodattimet ja kartta operaattorin pysäköintipaikoista.',
    en: 'Search bar, list, filters and map of the operator’s facilities.',
  },
  schema: manifest.schema,
  fields: {
    variant: {
      label: { sv: 'Variant', nb: 'Variant', fi: 'Versio', en: 'Variant' },
      help: {
        sv: '"advanced": datum, filter, prisruta och karta. "simple": bara sökfält, lista och karta.',
        nb: '"advanced": dato, filtre, prisboks og kart. "simple": bare søkefelt, liste og kart.',
        fi: '"advanced": päivämäärä, suodattimet, hintalaatikko ja kartta. "simple": vain hakukenttä, luettelo ja kartta.',
        en: '"advanced": date, filters, price box and map. "simple": only the search bar, the list and the map.',
      },
      default: 'advanced',
      optionLabels: {
        simple: { sv: 'Enkel', nb: 'Enkel', fi: 'Yksinkertainen', en: 'Simple' },
        advanced: { sv: 'Avancerad', nb: 'Avansert', fi: 'Laaja', en: 'Advanced' },
      },
      example: 'simple',
    },
    pageType: {
      label: { sv: 'Sidtyp', nb: 'Sidetype', fi: 'Sivun tyyppi', en: 'Page type' },
      help: {
        sv: '"customerservice" för kundtjänst: bredare kontroller, inget laddas förrän en sökning med namn görs.',
        nb: '"customerservice" for kundeservice: bredere kontroller, ingenting lastes før et søk med navn gjøres.',
        fi: '"customerservice" asiakaspalvelulle: leveämmät kentät, mitään ei ladata ennen nimellä tehtyä hakua.',
        en: '"customerservice" for customer service: wider controls, nothing loads until a search by name.',
      },
      default: 'default',
      optionLabels: {
        default: { sv: 'Vanlig sida', nb: 'Vanlig side', fi: 'Tavallinen sivu', en: 'Standard page' },
        customerservice: {
          sv: 'Kundtjänst',
          nb: 'Kundeservice',
          fi: 'Asiakaspalvelu',
          en: 'Customer service',
        },
      },
      example: 'customerservice',
    },
    stayPrice: {
      label: {
        sv: 'Pris för vistelsen',
        nb: 'Pris for oppholdet',
        fi: 'Oleskelun hinta',
        en: 'Price for your stay',
      },
      help: {
        sv: 'En "till"-dag bredvid datumet och varje parkerings pris för vistelsen. Bara i "advanced"; false stänger av.',
        nb: 'En "til"-dag ved siden av datoen og hver parkerings pris for oppholdet. Bare i "advanced"; false slår av.',
        fi: '"Asti"-päivä päivämäärän vieressä ja jokaisen pysäköintipaikan hinta oleskelulle. Vain "advanced"-versiossa; false poistaa käytöstä.',
        en: 'An "until" day beside the date and each facility’s price for the stay. Advanced variant only; false turns it off.',
      },
      defaultText: {
        sv: 'på i "advanced"',
        nb: 'på i "advanced"',
        fi: 'päällä "advanced"-versiossa',
        en: 'on in "advanced"',
      },
      defaultFrom: (props) => featureLeftOut(props, 'stayPrice'),
      example: false,
    },
    vehicleFit: {
      label: { sv: 'Passar min bil', nb: 'Passer bilen min', fi: 'Sopii autolleni', en: 'Fits my car' },
      help: {
        sv: 'Fordonsprofil, en rad per parkering om bilen passar, och "bara platser som passar". Bara i "advanced"; false stänger av.',
        nb: 'Kjøretøyprofil, en linje per parkering om bilen passer, og "bare plasser som passer". Bare i "advanced"; false slår av.',
        fi: 'Ajoneuvoprofiili, rivi jokaiselle paikalle sopiiko auto, ja "vain sopivat paikat". Vain "advanced"-versiossa; false poistaa käytöstä.',
        en: 'A vehicle profile, a line per facility saying whether the car fits, and "only places that fit". Advanced variant only; false turns it off.',
      },
      defaultText: {
        sv: 'på i "advanced"',
        nb: 'på i "advanced"',
        fi: 'päällä "advanced"-versiossa',
        en: 'on in "advanced"',
      },
      defaultFrom: (props) => featureLeftOut(props, 'vehicleFit'),
      example: false,
    },
  },
  presets: [
    {
      id: 'full',
      label: {
        sv: 'Sök parkering – komplett, med karta',
        nb: 'Søk parkering – komplett, med kart',
        fi: 'Pysäköintihaku – täysi, kartalla',
        en: 'Facility search — full, with map',
      },
      props: { variant: 'advanced' },
    },
    {
      id: 'simple',
      label: {
        sv: 'Sök parkering – enkel',
        nb: 'Søk parkering – enkel',
        fi: 'Pysäköintihaku – yksinkertainen',
        en: 'Facility search — simple',
      },
      props: { variant: 'simple' },
    },
    {
      id: 'customer-service',
      label: {
        sv: 'Kundtjänstsökning',
        nb: 'Kundeservicesøk',
        fi: 'Asiakaspalveluhaku',
        en: 'Customer-service search',
      },
      props: { variant: 'advanced', pageType: 'customerservice' },
    },
  ],
};
