import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadTranslations, type TranslationPart } from '@/i18n';
import { withChunkTimeout } from '@/lib/chunkTimeout';
import { PageLoading } from './PageLoading';

type PageModule = { default: ComponentType };
type PageHandle = { preload: () => Promise<unknown> };
/** What `page` adds to a route object: its element and the way to fetch its code early. */
export type LazyRoute = { element: ReactElement; handle: PageHandle };

/**
 * A route whose page (with its feature texts, so it never renders before them) loads on first
 * use. The routes are declarative (useRoutes, not a data router): React Router's data router
 * would add about 17 KB gzip to every page's JavaScript (docs/decisions.md "Bundle budget").
 * Navigations run in a transition, so the page on screen stays until the next one has loaded.
 * A page whose code is already here (preloadRoute) renders at once, without the spinner.
 */
export function page(load: () => Promise<PageModule>, parts: readonly TranslationPart[] = []) {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () =>
    (pending ??= withChunkTimeout(Promise.all([load(), loadTranslations(...parts)])).then(
      ([module]) => (loaded = module.default),
      (error: unknown) => {
        pending = null; // a failed download may succeed on the next try
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function Page() {
    // Chosen once per mount, so a page never switches component (and loses its state).
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  const route: LazyRoute = {
    element: (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    ),
    handle: { preload },
  };
  return route;
}

/**
 * Fetches the code of every page `pathname` shows (layouts included) at once, in parallel with
 * whatever else the start waits for; main.tsx awaits it before the first render, so the first
 * screen appears whole instead of a spinner that then moves the page about. Never rejects: a
 * failed download shows the error page when the route renders.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads = matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload());
  await Promise.allSettled(loads);
}
