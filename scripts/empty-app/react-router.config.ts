// The floor for the product page's first-load JavaScript (decision 0020): an
// empty React Router 7 app, built by `npm run build` with the shop's settings.
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // beside the shop's build (scripts/build.mjs sets BUILD_DIR)
  buildDirectory: process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/empty-app` : '../../build/empty-app',
} satisfies Config;
