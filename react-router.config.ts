import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // scripts/build.mjs builds into a fresh folder and then switches the `build` link
  buildDirectory: process.env.BUILD_DIR ?? 'build',
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
