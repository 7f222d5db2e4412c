import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import { serviceWorker } from './scripts/pwa/serviceWorkerPlugin.js';
import { preloadBootstrap } from './scripts/build/preloadBootstrap.js';

// The aliases of tsconfig.paths.json (docs/data-layer.md).
const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const aliases = {
  '@': folder('./src'),
  '@shared': folder('./functions/src/shared'),
};

// `npm run analyze` writes a treemap of every chunk's modules (with gzip sizes) to
// artifacts/bundle.html; `ANALYZE=json` writes the raw data instead, for scripts.
async function bundleVisualizer(): Promise<PluginOption[]> {
  const mode = process.env.ANALYZE;
  if (!mode) return [];
  const { visualizer } = await import('rollup-plugin-visualizer');
  const json = mode === 'json';
  return [
    visualizer({
      filename: json ? 'artifacts/bundle.json' : 'artifacts/bundle.html',
      template: json ? 'raw-data' : 'treemap',
      gzipSize: true,
    }),
  ];
}

export default defineConfig({
  // serviceWorker: dist/sw.js after each build (scripts/pwa, src/features/pwa).
  plugins: [react(), bundleVisualizer(), preloadBootstrap(), serviceWorker()],
  resolve: {
    alias: {
      ...aliases,
      // Only Firestore's pipeline regexes use it; see the shim.
      re2js: folder('./src/lib/shims/re2js.ts'),
    },
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target admits but Safari 16 supports modulepreload; there the
    // chunks still load, only not preloaded. The polyfill would cost every page 0.4 KB.
    modulePreload: { polyfill: false },
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
