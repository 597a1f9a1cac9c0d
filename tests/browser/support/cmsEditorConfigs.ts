import type { IOptions } from 'sanitize-html';

// The settings the real CMSes give their editors and filters, copied from their sources so the
// harness stores a paste as those sites do. Each value names where it comes from.

/**
 * Umbraco 13's default `Umbraco:CMS:RichTextEditor:ValidElements` (umbraco/Umbraco-CMS,
 * `src/Umbraco.Core/Configuration/Models/RichTextEditorSettings.cs`, `StaticValidElements`, the
 * TinyMCE 6 version with the `umbblockpicker` command). A `-` before a name removes the element
 * when it is empty: `-div[…]` is why an empty island element is lost.
 */
export const UMBRACO_13_VALID_ELEMENTS =
  '+a[id|style|rel|data-id|data-udi|rev|charset|hreflang|dir|lang|tabindex|accesskey|type|name|href|target|title|class|onfocus|onblur|onclick|ondblclick|onmousedown|onmouseup|onmouseover|onmousemove|onmouseout|onkeypress|onkeydown|onkeyup],-strong/-b[class|style],-em/-i[class|style],-strike[class|style],-s[class|style],-u[class|style],#p[id|style|dir|class|align],-ol[class|reversed|start|style|type],-ul[class|style],-li[class|style],br[class],img[id|dir|lang|longdesc|usemap|style|class|src|onmouseover|onmouseout|border|alt=|title|hspace|vspace|width|height|align|umbracoorgwidth|umbracoorgheight|onresize|onresizestart|onresizeend|rel|data-id],-sub[style|class],-sup[style|class],-blockquote[dir|style|class],-table[border=0|cellspacing|cellpadding|width|height|class|align|summary|style|dir|id|lang|bgcolor|background|bordercolor],-tr[id|lang|dir|class|rowspan|width|height|align|valign|style|bgcolor|background|bordercolor],tbody[id|class],thead[id|class],tfoot[id|class],#td[id|lang|dir|class|colspan|rowspan|width|height|align|valign|style|bgcolor|background|bordercolor|scope],-th[id|lang|dir|class|colspan|rowspan|width|height|align|valign|style|scope],caption[id|lang|dir|class|style],-div[id|dir|class|align|style],-span[class|align|style],-pre[class|align|style],address[class|align|style],-h1[id|dir|class|align|style],-h2[id|dir|class|align|style],-h3[id|dir|class|align|style],-h4[id|dir|class|align|style],-h5[id|dir|class|align|style],-h6[id|style|dir|class|align|style],hr[class|style],small[class|style],dd[id|class|title|style|dir|lang],dl[id|class|title|style|dir|lang],dt[id|class|title|style|dir|lang],object[class|id|width|height|codebase|*],param[name|value|_value|class],embed[type|width|height|src|class|*],map[name|class],area[shape|coords|href|alt|target|class],bdo[class],button[class],iframe[*],figure,figcaption,cite,video[*],audio[*],picture[*],source[*],canvas[*]';

/**
 * What Umbraco's backoffice merges on top of `ValidElements` ("required for the macros"; the
 * `extendedValidElements` of its tinymce.service.js): the same `-div`, so editing the setting
 * alone does not keep an empty div.
 */
export const UMBRACO_13_EXTENDED_VALID_ELEMENTS =
  '@[id|class|style],-div[id|dir|class|align|style],ins[datetime|cite],-ul[class|style],-li[class|style],-h1[id|dir|class|align|style],-h2[id|dir|class|align|style],-h3[id|dir|class|align|style],-h4[id|dir|class|align|style],-h5[id|dir|class|align|style],-h6[id|style|dir|class|align],span[id|class|style|lang]';

/** The rest of Umbraco 13's TinyMCE settings that bear on what is stored. */
export const UMBRACO_13_TINYMCE = {
  valid_elements: UMBRACO_13_VALID_ELEMENTS,
  extended_valid_elements: UMBRACO_13_EXTENDED_VALID_ELEMENTS,
  // `StaticInvalidElements`, and the one `CustomConfig` entry Umbraco ships.
  invalid_elements: 'font',
  entity_encoding: 'raw',
  relative_urls: false,
} as const;

/**
 * The plugins of CKEditor 5's classic build as it shipped for years (the "stock build"), less
 * the cloud upload services that need an account. None of them knows a `<div>`.
 */
export const CKEDITOR_STOCK_PLUGINS = [
  'Essentials',
  'Autoformat',
  'BlockQuote',
  'Bold',
  'Heading',
  'Image',
  'ImageCaption',
  'ImageStyle',
  'ImageToolbar',
  'Indent',
  'Italic',
  'Link',
  'List',
  'MediaEmbed',
  'Paragraph',
  'PasteFromOffice',
  'Table',
  'TableToolbar',
  'TextTransformation',
] as const;

/** Drupal's allowed URL schemes (`filter_protocols` in core's system.filter.yml). */
const DRUPAL_PROTOCOLS = [
  'http',
  'https',
  'ftp',
  'news',
  'nntp',
  'tel',
  'telnet',
  'mailto',
  'irc',
  'ssh',
  'sftp',
  'webcal',
  'rtsp',
];

/**
 * Drupal 10/11's standard "Basic HTML" text format: its `filter_html` `allowed_html`
 * (drupal/drupal `core/profiles/standard/config/install/filter.format.basic_html.yml`):
 * `<br> <p> <h2 id> <h3 id> <h4 id> <h5 id> <h6 id> <cite> <dl> <dt> <dd> <a hreflang href>
 * <blockquote cite> <ul type> <ol start type> <strong> <em> <code> <li> <img src alt
 * data-entity-uuid data-entity-type height width data-caption data-align>`. As filter_html
 * does, a tag that is not listed goes and its text stays; an attribute not listed goes.
 */
export const DRUPAL_BASIC_HTML: IOptions = {
  allowedTags: [
    'br',
    'p',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'cite',
    'dl',
    'dt',
    'dd',
    'a',
    'blockquote',
    'ul',
    'ol',
    'strong',
    'em',
    'code',
    'li',
    'img',
  ],
  allowedAttributes: {
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    a: ['hreflang', 'href'],
    blockquote: ['cite'],
    ul: ['type'],
    ol: ['start', 'type'],
    img: [
      'src',
      'alt',
      'data-entity-uuid',
      'data-entity-type',
      'height',
      'width',
      'data-caption',
      'data-align',
    ],
  },
  allowedSchemes: DRUPAL_PROTOCOLS,
  disallowedTagsMode: 'discard',
};
