// What the service worker (/sw.js, Workbox generateSW) caches, as plain data, so that
// scripts/__tests__/serviceWorker.test.ts can check it and the worker it produces.
//
// - Precache (the app shell): index.html, the entry with everything it imports statically,
//   the pages a visitor lands on first (sign-in and home) with theirs, every CSS file but the
//   right-to-left Bootstrap (the themes are a few hundred bytes each), the manifest and icons.
//   That is what a returning user on a bad connection needs to see the app at once.
// - Navigations to app routes are answered with the precached index.html (offline too);
//   /__/ (Firebase's reserved paths: the auth handler, init.json) and anything that is not an
//   app route go to the network as if there were no worker.
// - Runtime: only our own hashed /assets/ files, cache first (their names change with their
//   content), and only real JavaScript, CSS, fonts and images. Nothing else: Firestore, Auth,
//   Storage, Cloud Functions, iyzico and every other origin never pass through a cache; the
//   worker does not even answer those requests.
import type { GenerateSWOptions } from 'workbox-build';

/** Source modules whose chunks (and their static imports) belong to the shell. */
export const shellModules = [
  // /user/login: the user area's frame and the sign-in page.
  'src/features/auth/pages/UserAreaLayout.tsx',
  'src/features/auth/pages/LoginPage.tsx',
  // /: the landing page (the manifest's start_url) and its texts.
  'src/features/home/pages/HomePage.tsx',
  'src/i18n/locales/parts/home.tr.json',
  // The worker's registration, which every page loads after its first render.
  'src/features/pwa/startServiceWorker.ts',
] as const;

/** The part of a Rollup/Rolldown output bundle this module reads. */
export type BundleItem =
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      facadeModuleId: string | null;
      imports: string[];
      moduleIds?: string[];
    }
  | { type: 'asset'; fileName: string };

const normalised = (path: string) => path.replaceAll('\\', '/');

/**
 * The JS files of the shell: every entry chunk and the chunk holding each of `modules` (its own
 * or one it was merged into), each with its static imports, transitively. A listed module in
 * no chunk fails the build, so a moved page cannot silently drop out of the offline shell.
 */
export function shellChunks(
  bundle: Record<string, BundleItem>,
  modules: readonly string[] = shellModules,
): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seeds = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  for (const module of modules) {
    const holds = (id: string | null) => normalised(id ?? '').endsWith(`/${module}`);
    const chunk =
      chunks.find((c) => holds(c.facadeModuleId)) ??
      chunks.find((c) => (c.moduleIds ?? []).some(holds));
    if (!chunk) throw new Error(`service worker shell: no chunk for ${module}`);
    seeds.push(chunk.fileName);
  }
  const shell = new Set<string>();
  const visit = (fileName: string) => {
    if (shell.has(fileName)) return;
    shell.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  seeds.forEach(visit);
  return [...shell].sort();
}

/** App routes (src/config/paths.ts): the only navigations the worker answers. */
export const appRoutes: RegExp[] = [
  /^\/$/,
  /^\/(?:user|auth|app|u)(?:\/[^.]*)?$/,
  /^\/(?:policies|error|unauthorized)\/?$/,
];

/** Never answered from the cache, even when they look like app routes. */
export const neverFromCache: RegExp[] = [/^\/__\//];

/**
 * Runtime caching's one route: same-origin /assets/ requests. Workbox copies this function's
 * source into sw.js, so it must not use anything from this module.
 */
export const isOwnAsset = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean =>
  sameOrigin && url.pathname.startsWith('/assets/');

/**
 * Stores only what it claims to be: a 200 of JS, CSS, a font or an image. A hosting rewrite
 * that answers a removed chunk with index.html must not be kept as that chunk. Copied into
 * sw.js as source, like isOwnAsset.
 */
export const onlyRealAssets = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> => {
    const type = response.headers.get('content-type') ?? '';
    const asset = /javascript|text\/css|font\/|image\//.test(type);
    return response.status === 200 && asset ? response : null;
  },
};

export const ASSET_CACHE = 'app-assets';

/** generateSW's options for the built app in `outDir`, with the shell's chunk files. */
export function serviceWorkerConfig(outDir: string, chunks: readonly string[]): GenerateSWOptions {
  return {
    globDirectory: outDir,
    globPatterns: [
      'index.html',
      'manifest.webmanifest',
      'favicon.svg',
      'icons/*.png',
      'assets/*.css',
      ...chunks,
    ],
    // English right-to-left only; a returning RTL user has it in the runtime cache.
    globIgnores: ['assets/bootstrap.rtl*.css'],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    swDest: `${outDir}/sw.js`,
    mode: 'production',
    sourcemap: false,
    // The browsers the app's own build targets (es2022): less to transpile, a faster build.
    babelPresetEnvTargets: ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 16.4'],
    // One file from our own origin (the CSP allows scripts only from 'self'; no CDN).
    inlineWorkboxRuntime: true,
    // A new version waits until the user chooses 'Yenile' (src/features/pwa), which posts
    // SKIP_WAITING; generateSW adds that message handler when skipWaiting is false.
    skipWaiting: false,
    // The first worker takes the open page at once, so its later chunks reach the cache.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigateFallback: 'index.html',
    navigateFallbackAllowlist: appRoutes,
    navigateFallbackDenylist: neverFromCache,
    runtimeCaching: [
      {
        urlPattern: isOwnAsset,
        handler: 'CacheFirst',
        options: {
          cacheName: ASSET_CACHE,
          expiration: {
            maxEntries: 200,
            maxAgeSeconds: 30 * 24 * 60 * 60,
            purgeOnQuotaError: true,
          },
          plugins: [onlyRealAssets],
        },
      },
    ],
  };
}
