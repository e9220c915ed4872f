import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
    // chunks under 1 kB (a text module, a two-line helper) are merged into a chunk the same pages
    // load: the product page then loads 18 files, not 27, and fewer gzip frames (decision 0020;
    // 1 kB measured best: 2 kB and up start pulling other pages' code in)
    rollupOptions: { output: { experimentalMinChunkSize: 1000 } },
  },
});
