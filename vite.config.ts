import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // nothing inlined but the manat sign's ~660-byte font subsets: in the stylesheet they are there
  // before any text is laid out, so their font-display: block never holds text back (decision 0020)
  build: { assetsInlineLimit: (file: string) => /[\\/]app[\\/]fonts[\\/]manat-\d+\.woff2$/.test(file) },
});
