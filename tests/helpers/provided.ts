/** Values the vitest projects hand to test files (vitest.config.ts, postgres-setup.ts). */
declare module 'vitest' {
  interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgMarkerDir: string;
    /** The least-privilege role test databases serve with (decision 0126): user and password. */
    pgServingRole: { user: string; password: string };
  }
}
export {};
