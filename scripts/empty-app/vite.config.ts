import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { modulePreload: false, assetsInlineLimit: 0, commonjsOptions: { strictRequires: 'auto' } }, // as the shop's vite.config.ts
});
