/** Values the vitest projects hand to test files (vitest.config.ts, postgres-setup.ts). */
declare module 'vitest' {
  interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgMarkerDir: string;
  }
}
export {};
