import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../scripts/workspace-aliases.ts';

const config: StorybookConfig = {
  stories: ['./*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    // The axe panel on every story (WCAG 2.0/2.1 A and AA, as the test sweep checks).
    '@storybook/addon-a11y',
    // Autodocs: a page per component with its props table and usage.
    '@storybook/addon-docs',
  ],
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (plain JavaScript, no install script) reads each component's props and their
  // doc comments for the props tables, following type imports within the repository.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.resolve = { ...viteConfig.resolve, alias: workspaceAliases() };
    return viteConfig;
  },
};

export default config;
