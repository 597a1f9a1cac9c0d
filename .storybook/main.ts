import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../scripts/workspace-aliases.ts';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    viteConfig.resolve = { ...viteConfig.resolve, alias: workspaceAliases() };
    return viteConfig;
  },
};

export default config;
