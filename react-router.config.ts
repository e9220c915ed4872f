import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // scripts/build.mjs builds into a fresh folder and then switches the `build` link
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
