import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The aliases of tsconfig.paths.json (docs/data-layer.md).
const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const aliases = {
  '@': folder('./src'),
  '@shared': folder('./functions/src/shared'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Chunk budgets are checked by `npm run bench`; this only silences Vite's generic warning.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into the entry chunk. Without this the
        // bundler cuts the store's small slices, React and Redux Toolkit into separate chunks
        // as soon as lazy pages share them, and every page pays their overhead (npm run bench).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // The entry lists every lazy chunk by file name (dynamic imports and their preload
        // lists); hash-only names keep that list, and so the sign-in page's JS, small.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
});
