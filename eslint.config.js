import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.builds/**',
      'build/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tmp/',
      'data/',
    ],
  },
  js.configs.recommended,
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}'],
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' },
    },
  },
  // screenshots.mjs hands these functions to the browser (page.evaluate)
  { files: ['scripts/screenshots.mjs'], languageOptions: { globals: { window: 'readonly', document: 'readonly' } } },
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // API answers are untyped JSON in tests; asserting on them is the point
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // React Router's internals are used in one module only (decision 0041)
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/router-internals.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(renderMeta|streamCache|serverHandoffStream)$/]',
          message: 'React Router internals live in app/lib/router-internals.ts only (decision 0041).',
        },
        {
          selector: "CallExpression[callee.name='Scripts']",
          message: 'Scripts() is called as a function in app/lib/router-internals.ts only (decision 0041).',
        },
        {
          selector: "ImportSpecifier[imported.name='Scripts']",
          message: 'Scripts is used through app/lib/router-internals.ts (decision 0041).',
        },
      ],
    },
  },
  {
    // one way to change data from a page (decisions 0036, 0037): the storefront through route
    // actions, the seller panel through app/lib/api.ts; no other module calls the network itself
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/api.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Storefront: a route action; seller panel: app/lib/api.ts.' },
        { name: 'XMLHttpRequest', message: 'Uploads go through upload() in app/lib/api.ts.' },
      ],
    },
  },
  {
    // and links to this site with AppLink, which skips <Link>'s per-render route resolution (decisions 0030, 0041)
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/seller/**', 'app/components/staff/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Link to this site with AppLink (app/components/shared/app-link.tsx): decisions 0030, 0041.',
            },
          ],
          patterns: [
            { group: ['**/lib/api'], message: 'The storefront changes data through route actions (decision 0036).' },
            {
              // the seller panel's components stay out of the storefront's bundles (and its prices out of its pages)
              group: ['**/components/seller/**', '../seller/**', './seller/**', '**/components/staff/**'],
              message: 'The storefront does not import the seller panel (app/components/seller, app/components/staff).',
            },
          ],
        },
      ],
    },
  },
  {
    // app/ reaches server code only through its .server.ts modules (and the loaders that import
    // them), so no server module can end up in a page's JavaScript, not even for a type
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'Reach server code through an app/lib/*.server.ts module; shared types live in domain/.',
            },
          ],
        },
      ],
    },
  },
  {
    // domain/ holds the rules the browser and the server share (docs/architecture.md): nothing above it,
    // and no framework, database or Node module, since a page's JavaScript imports it too
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/app/**'], message: 'domain/ imports nothing from server/ or app/.' },
            {
              group: ['react', 'react-dom', 'react-router', 'fastify', 'pg', 'node:*'],
              message: 'domain/ runs in the browser and on the server: no framework, database or Node module.',
            },
          ],
        },
      ],
    },
  },
  {
    // the capability boundaries of the server (issue 43 item 6): a service knows nothing of HTTP, and an
    // API handler reaches the database only through a service, where the rules and the audit log are
    files: ['server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/**', 'fastify'], message: 'Services know nothing of HTTP: server/api calls them.' },
            { group: ['**/app/**'], message: 'Services do not import the React app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/**', 'pg'],
              message: 'An API handler reaches the database through a service (server/services/<capability>/).',
            },
          ],
        },
      ],
    },
  },
);
