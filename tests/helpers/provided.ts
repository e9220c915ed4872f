/** Values the vitest projects hand to test files (vitest.config.ts, postgres-setup.ts). */
declare module 'vitest' {
  interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgAdminUrl: string;
    pgMarkerDir: string;
  }
}
export {};
