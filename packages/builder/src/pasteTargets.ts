import { createTranslator, type Language, type Translate } from '@nordpark/core';

/** Where an editor pastes the island: the kinds of editor docs/cms.md measures. */
export const PASTE_TARGETS = ['tinymce', 'ckeditor5', 'wordpress', 'html', 'headless'] as const;
export type PasteTarget = (typeof PASTE_TARGETS)[number];

/** The snippet's forms an editor can copy: the block, the link (and its address), the JSON. */
export type FormId = 'block' | 'link' | 'linkHref' | 'headless';

/**
 * The forms to show for `target`: the ones that survive there first (the link with its
 * address, for editors who write their own link text), then the others. Which form survives
 * which editor is what tests/browser/cms-editors.browser.test.ts measures with the editors'
 * own code. The date field has no link form: it is a form field, and a link is not one.
 */
export function formsFor(target: PasteTarget, hasLink: boolean): { first: FormId[]; others: FormId[] } {
  const all: FormId[] = hasLink ? ['block', 'link', 'linkHref', 'headless'] : ['block', 'headless'];
  const first: FormId[] =
    target === 'headless'
      ? ['headless']
      : target === 'ckeditor5' && hasLink
        ? ['link', 'linkHref']
        : ['block'];
  return { first, others: all.filter((form) => !first.includes(form)) };
}

/** The one-line reason for the first form shown, by target (`ckeditor5Field`: a date field). */
export function reasonKey(target: PasteTarget, hasLink: boolean): PasteMessageId {
  return target === 'ckeditor5' && !hasLink ? 'why.ckeditor5Field' : `why.${target}`;
}

const en = {
  where: 'Where will you paste it?',
  'target.tinymce': 'An editor based on TinyMCE (Optimizely, Umbraco)',
  'target.ckeditor5': 'CKEditor 5 (Drupal and others)',
  'target.wordpress': 'WordPress (the Custom HTML block)',
  'target.html': 'Plain HTML (a page or template you write)',
  'target.headless': 'A headless CMS (Contentful, Storyblok, Sanity)',
  'why.tinymce':
    'TinyMCE keeps the block and its data attributes: paste it in the source code view. Without a source view, use the link in the link dialog.',
  'why.ckeditor5':
    'A stock CKEditor 5 drops elements it has no feature for but keeps links: add the link address with the Link button, or paste the link.',
  'why.ckeditor5Field':
    'CKEditor 5 keeps this block only in a “Full HTML” format or its HTML embed widget: paste it there.',
  'why.wordpress':
    'Paste the block into a Custom HTML block: WordPress keeps its data attributes for every role, and its link works without the script.',
  'why.html': 'A page you write yourself keeps the block as it is; its link works before the script runs.',
  'why.headless':
    'Rich text in a headless CMS is JSON, not HTML: give these props to a component field and render the island from it (docs/cms.md).',
  'form.block': 'The block',
  'formHelp.block':
    'The island’s element with a working link (or a plain date input) inside: visitors without the script use it, and no editor removes the block as empty.',
  'form.link': 'The link',
  'formHelp.link':
    'A plain link whose address names the island and holds its settings: the loader turns it into the island; without the loader it opens the page.',
  'form.linkHref': 'The link’s address, for the link dialog',
  'formHelp.linkHref': 'Type your own link text in the editor and give the link this address.',
  'form.headless': 'Settings for a component field (JSON)',
  'formHelp.headless': 'For Contentful, Storyblok or Sanity: a component with an island name and its props.',
  otherForms: 'Other forms',
  linkTarget: 'Link for visitors without the script',
  linkTargetHelp: 'The page the link opens before the script runs, or where it never runs. Default: {value}',
  linkTargetInvalid: 'must be a path on the site (/…) or an address starting with https://',
} as const;

export type PasteMessageId = keyof typeof en;
type PasteMessages = { readonly [K in PasteMessageId]: string };

const sv: PasteMessages = {
  where: 'Var ska du klistra in den?',
  'target.tinymce': 'En editor byggd på TinyMCE (Optimizely, Umbraco)',
  'target.ckeditor5': 'CKEditor 5 (Drupal med flera)',
  'target.wordpress': 'WordPress (blocket Anpassad HTML)',
  'target.html': 'Ren HTML (en sida eller mall du skriver själv)',
  'target.headless': 'Ett headless-CMS (Contentful, Storyblok, Sanity)',
  'why.tinymce':
    'TinyMCE behåller blocket och dess data-attribut: klistra in det i källkodsvyn. Utan källkodsvy, använd länken i länkdialogen.',
  'why.ckeditor5':
    'En vanlig CKEditor 5 tar bort element den inte känner igen men behåller länkar: lägg in länkadressen med Länk-knappen, eller klistra in länken.',
  'why.ckeditor5Field':
    'CKEditor 5 behåller det här blocket bara i formatet ”Full HTML” eller i sin HTML-inbäddning: klistra in det där.',
  'why.wordpress':
    'Klistra in blocket i ett Anpassad HTML-block: WordPress behåller data-attributen för alla roller, och länken fungerar utan skriptet.',
  'why.html': 'En sida du skriver själv behåller blocket som det är; länken fungerar innan skriptet körts.',
  'why.headless':
    'Rich text i ett headless-CMS är JSON, inte HTML: ge inställningarna till ett komponentfält och rendera komponenten från det (docs/cms.md).',
  'form.block': 'Blocket',
  'formHelp.block':
    'Komponentens element med en fungerande länk (eller ett vanligt datumfält) inuti: besökare utan skriptet använder den, och ingen editor tar bort blocket som tomt.',
  'form.link': 'Länken',
  'formHelp.link':
    'En vanlig länk vars adress anger komponenten och dess inställningar: laddaren gör om den till komponenten; utan laddaren öppnar den sidan.',
  'form.linkHref': 'Länkens adress, för länkdialogen',
  'formHelp.linkHref': 'Skriv din egen länktext i editorn och ge länken den här adressen.',
  'form.headless': 'Inställningar för ett komponentfält (JSON)',
  'formHelp.headless':
    'För Contentful, Storyblok eller Sanity: en komponent med komponentens namn och inställningar.',
  otherForms: 'Andra former',
  linkTarget: 'Länk för besökare utan skriptet',
  linkTargetHelp: 'Sidan länken öppnar innan skriptet körts, eller där det aldrig körs. Standard: {value}',
  linkTargetInvalid: 'måste vara en sökväg på webbplatsen (/…) eller en adress som börjar med https://',
};

const nb: PasteMessages = {
  where: 'Hvor skal du lime den inn?',
  'target.tinymce': 'En editor bygget på TinyMCE (Optimizely, Umbraco)',
  'target.ckeditor5': 'CKEditor 5 (Drupal med flere)',
  'target.wordpress': 'WordPress (blokken Egendefinert HTML)',
  'target.html': 'Ren HTML (en side eller mal du skriver selv)',
  'target.headless': 'Et headless-CMS (Contentful, Storyblok, Sanity)',
  'why.tinymce':
    'TinyMCE beholder blokken og data-attributtene: lim den inn i kildekodevisningen. Uten kildekodevisning, bruk lenken i lenkedialogen.',
  'why.ckeditor5':
    'En vanlig CKEditor 5 fjerner elementer den ikke kjenner, men beholder lenker: legg inn lenkeadressen med Lenke-knappen, eller lim inn lenken.',
  'why.ckeditor5Field':
    'CKEditor 5 beholder denne blokken bare i formatet «Full HTML» eller i HTML-innbyggingen: lim den inn der.',
  'why.wordpress':
    'Lim blokken inn i en Egendefinert HTML-blokk: WordPress beholder data-attributtene for alle roller, og lenken virker uten skriptet.',
  'why.html': 'En side du skriver selv beholder blokken som den er; lenken virker før skriptet har kjørt.',
  'why.headless':
    'Rik tekst i et headless-CMS er JSON, ikke HTML: gi innstillingene til et komponentfelt og gjengi komponenten fra det (docs/cms.md).',
  'form.block': 'Blokken',
  'formHelp.block':
    'Komponentens element med en fungerende lenke (eller et vanlig datofelt) inni: besøkende uten skriptet bruker den, og ingen editor fjerner blokken som tom.',
  'form.link': 'Lenken',
  'formHelp.link':
    'En vanlig lenke der adressen angir komponenten og innstillingene: lasteren gjør den om til komponenten; uten lasteren åpner den siden.',
  'form.linkHref': 'Lenkens adresse, for lenkedialogen',
  'formHelp.linkHref': 'Skriv din egen lenketekst i editoren og gi lenken denne adressen.',
  'form.headless': 'Innstillinger for et komponentfelt (JSON)',
  'formHelp.headless':
    'For Contentful, Storyblok eller Sanity: en komponent med komponentens navn og innstillinger.',
  otherForms: 'Andre former',
  linkTarget: 'Lenke for besøkende uten skriptet',
  linkTargetHelp: 'Siden lenken åpner før skriptet har kjørt, eller der det aldri kjører. Standard: {value}',
  linkTargetInvalid: 'må være en sti på nettstedet (/…) eller en adresse som begynner med https://',
};

const fi: PasteMessages = {
  where: 'Mihin liität sen?',
  'target.tinymce': 'TinyMCE-pohjainen editori (Optimizely, Umbraco)',
  'target.ckeditor5': 'CKEditor 5 (Drupal ja muut)',
  'target.wordpress': 'WordPress (Oma HTML -lohko)',
  'target.html': 'Pelkkä HTML (itse kirjoittamasi sivu tai pohja)',
  'target.headless': 'Headless-CMS (Contentful, Storyblok, Sanity)',
  'why.tinymce':
    'TinyMCE säilyttää lohkon ja sen data-attribuutit: liitä se lähdekoodinäkymään. Jos lähdekoodinäkymää ei ole, käytä linkkiä linkki-ikkunassa.',
  'why.ckeditor5':
    'Tavallinen CKEditor 5 poistaa elementit, joita se ei tunne, mutta säilyttää linkit: lisää linkin osoite Linkki-painikkeella tai liitä linkki.',
  'why.ckeditor5Field':
    'CKEditor 5 säilyttää tämän lohkon vain ”Full HTML” -muodossa tai HTML-upotuksessa: liitä se sinne.',
  'why.wordpress':
    'Liitä lohko Oma HTML -lohkoon: WordPress säilyttää data-attribuutit kaikille rooleille, ja linkki toimii ilman skriptiä.',
  'why.html':
    'Itse kirjoittamasi sivu säilyttää lohkon sellaisenaan; linkki toimii ennen kuin skripti on ajettu.',
  'why.headless':
    'Headless-CMS:n rikas teksti on JSONia, ei HTML:ää: anna asetukset komponenttikentälle ja piirrä komponentti siitä (docs/cms.md).',
  'form.block': 'Lohko',
  'formHelp.block':
    'Komponentin elementti, jonka sisällä on toimiva linkki (tai tavallinen päivämääräkenttä): kävijät ilman skriptiä käyttävät sitä, eikä mikään editori poista lohkoa tyhjänä.',
  'form.link': 'Linkki',
  'formHelp.link':
    'Tavallinen linkki, jonka osoite nimeää komponentin ja sen asetukset: lataaja muuttaa sen komponentiksi; ilman lataajaa se avaa sivun.',
  'form.linkHref': 'Linkin osoite linkki-ikkunaan',
  'formHelp.linkHref': 'Kirjoita editorissa oma linkkitekstisi ja anna linkille tämä osoite.',
  'form.headless': 'Asetukset komponenttikentälle (JSON)',
  'formHelp.headless':
    'Contentfuliin, Storyblokiin tai Sanityyn: komponentti, jossa on komponentin nimi ja asetukset.',
  otherForms: 'Muut muodot',
  linkTarget: 'Linkki kävijöille ilman skriptiä',
  linkTargetHelp:
    'Sivu, jonka linkki avaa ennen kuin skripti on ajettu tai jos sitä ei ajeta. Oletus: {value}',
  linkTargetInvalid: 'täytyy olla sivuston polku (/…) tai osoite, joka alkaa https://',
};

export const PASTE_MESSAGES: Readonly<Record<Language, PasteMessages>> = { sv, nb, fi, en };

export function pasteTranslator(language: Language): Translate {
  return createTranslator(PASTE_MESSAGES, language);
}
