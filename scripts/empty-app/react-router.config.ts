// The floor for the product page's first-load JavaScript (decision 0020): an
// empty React Router 7 app, built by `npm run build` with the shop's settings.
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // beside the shop's build (scripts/build.mjs sets BUILD_DIR)
  buildDirectory: process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/empty-app` : '../../build/empty-app',
  // React Router v8's behaviour where it applies (decision 0083); the empty app, the first-load
  // JS floor, is built with the same flags. Not yet: v8_middleware (the load context becomes a
  // RouterContextProvider: every loader's `context.services`), v8_passThroughRequests (loaders
  // would see `.data` addresses: my-order and edit-address build `redirectTo` from the pathname).
  future: {
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
  },
} satisfies Config;
