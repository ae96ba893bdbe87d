import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.tsx', '../engine/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  staticDirs: [
    './public',
    { from: '../node_modules/flag-icons/flags/1x1', to: '/flags' },
    { from: '../brands', to: '/brand-assets' },
  ],
};

export default config;
