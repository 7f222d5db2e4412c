// Writes dist/sw.js after every production build (`vite build`, so `npm run build`, the bench
// and the end-to-end run all get it): Workbox's generateSW with the options of
// serviceWorkerConfig.ts and the shell's chunks read from this build's output. The dev server
// never has a worker (the app registers it only in production builds: src/features/pwa).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { serviceWorkerConfig, shellChunks, type BundleItem } from './serviceWorkerConfig.js';

export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let chunks: string[] = [];
  return {
    name: 'app-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      chunks = shellChunks(bundle as unknown as Record<string, BundleItem>);
    },
    async writeBundle() {
      // Loaded here, not at the top: vitest.config.ts imports vite.config.ts for its aliases.
      const { generateSW } = await import('workbox-build');
      const { count, size, warnings } = await generateSW(serviceWorkerConfig(outDir, chunks));
      for (const warning of warnings) this.warn(warning);
      this.info?.(`sw.js precaches ${count} files, ${(size / 1000).toFixed(0)} kB`);
    },
  };
}
