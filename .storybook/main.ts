import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ is the site's; .storybook/public has Mock Service Worker's script (stories only, never in dist).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
};

export default config;
