import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** Vite wraps every `import()` in the browser's code in a helper (0.9 kB, in every page's first
 * load) that adds <link rel=modulepreload> for the imported chunk's own imports and loads the CSS
 * it imports. With `modulePreload: false` it is only ever asked for CSS, and no lazily loaded
 * chunk of the shop imports CSS (app.css is the root's link): the helper is replaced by a plain
 * call, and the build stops if a chunk ever imports CSS, which would need the helper back. */
function plainLazyImports(): Plugin {
  const helper = 'vite/preload-helper.js';
  return {
    name: 'vetaqro:plain-lazy-imports',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load(id) {
      if (id === helper || id === `\0${helper}`) return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.viteMetadata?.importedCss.size)
          this.error(`${chunk.fileName} imports CSS: Vite's preload helper is needed (vite.config.ts)`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), plainLazyImports()],
  // nothing inlined but the manat sign's ~660-byte font subsets: in the stylesheet they are there
  // before any text is laid out, so their font-display: block never holds text back (decision 0020)
  // modulePreload off: React Router preloads each route's modules itself; Vite's helper only
  // added a 0.6 kB chunk to every page for the two lazy imports (toaster, login dialog)
  // strictRequires 'auto': React's CommonJS files become plain module code instead of one
  // function wrapping all of react-dom, which the browser could only parse on the main thread
  // when first called (25-30 ms here, four times that on Lighthouse's phone; decision 0029)
  build: {
    modulePreload: false,
    commonjsOptions: { strictRequires: 'auto' },
    assetsInlineLimit: (file: string) => /[\\/]app[\\/]fonts[\\/]manat-\d+\.woff2$/.test(file),
    // chunks under 300 bytes (a text module, a two-line helper) are merged into a chunk the same
    // pages load (decision 0020). 1 kB was best then; after the lazy parts of decision 0085 and
    // main's trade and notice code, merging at 1 kB carried other pages' words and paging into the
    // product page (129.4 kB against 127.1 kB at 300 bytes; measured 0 to 1 200, decision 0085)
    rollupOptions: { output: { experimentalMinChunkSize: 300 } },
  },
});
