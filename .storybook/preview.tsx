import { setStoryGlobals, withStoryGlobals } from '@nordpark/ui/testing';
import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Fragment } from 'react';
// The base every island's styles.css builds on, imported as docs/embedding.md tells npm users;
// each story file imports its island's styles.css by its package name, as they do.
import '@nordpark/ui/styles.css';
import './themes/dark.css';
import { USAGE } from './usage';

/** "As the story": the toolbar leaves the story's own country or language. */
const AS_STORY = 'story';

/**
 * The toolbar's language and country go into every page config storyConfig() made (in the
 * story's args or made while it renders); currency, date format and default language follow
 * the country. The story mounts afresh when they change. The theme is an attribute on <html>
 * that the theme's CSS keys on, so dialogs outside the story's root follow it too.
 */
const withToolbar: Decorator = (Story, context) => {
  const { language, country, theme } = context.globals as Record<string, string | undefined>;
  const globals = {
    ...(country && country !== AS_STORY ? { country: country as 'se' | 'no' | 'fi' } : {}),
    ...(language && language !== AS_STORY ? { language: language as 'sv' | 'nb' | 'fi' | 'en' } : {}),
  };
  setStoryGlobals(globals);
  if (theme && theme !== 'default') document.documentElement.setAttribute('data-np-theme', theme);
  else document.documentElement.removeAttribute('data-np-theme');
  return (
    <Fragment key={`${globals.country}|${globals.language}`}>
      <Story args={withStoryGlobals(context.args, globals)} />
    </Fragment>
  );
};

/** Autodocs: title, the component's description, how to use it, the first story, props, all stories. */
function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const usage = USAGE[preparedMeta.title];
  return (
    <>
      <Title />
      <Description />
      {usage && (
        <>
          <h2>Usage</h2>
          <Markdown>{usage}</Markdown>
        </>
      )}
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withToolbar],
  globalTypes: {
    language: {
      description: 'Language of the islands’ texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: AS_STORY, title: 'Language: as the story' },
          { value: 'sv', right: 'sv', title: 'Svenska' },
          { value: 'nb', right: 'nb', title: 'Norsk bokmål' },
          { value: 'fi', right: 'fi', title: 'Suomi' },
          { value: 'en', right: 'en', title: 'English' },
        ],
      },
    },
    country: {
      description: 'Country of the page config: currency, date format, default language',
      toolbar: {
        title: 'Country',
        icon: 'location',
        dynamicTitle: true,
        items: [
          { value: AS_STORY, title: 'Country: as the story' },
          { value: 'se', right: 'SEK', title: 'Sweden' },
          { value: 'no', right: 'NOK', title: 'Norway' },
          { value: 'fi', right: 'EUR', title: 'Finland' },
        ],
      },
    },
    theme: {
      description: 'Theme: the default tokens or a second set of --np-* properties',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'default', title: 'Default theme' },
          { value: 'dark', title: 'Dark theme (.storybook/themes/dark.css)' },
        ],
      },
    },
  },
  initialGlobals: { language: AS_STORY, country: AS_STORY, theme: 'default' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The story's own source: a rendered JSX snippet cannot print every arg (the booking
    // flow's and the confirm dialog's fake APIs make it throw, and the story with it).
    docs: { page: DocsPage, codePanel: true, source: { type: 'code' } },
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop (1366 × 900)',
          styles: { width: '1366px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    // The axe panel checks what the test sweep checks (tests/browser/a11y.browser.test.ts).
    a11y: {
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
  },
};

export default preview;
