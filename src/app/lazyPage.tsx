import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { loadTranslations, type TranslationPart } from '@/i18n';
import { withChunkTimeout } from '@/lib/chunkTimeout';
import { PageLoading } from './PageLoading';

type PageModule = { default: ComponentType };
/** What `page` adds to a route object. */
export type LazyRoute = { element: ReactElement };

/**
 * A route whose page (with its feature texts, so it never renders before them) loads on first
 * use. The routes are declarative (useRoutes, not a data router): React Router's data router
 * would add about 17 KB gzip to every page's JavaScript (docs/decisions.md "Bundle budget").
 * Navigations run in a transition, so the page on screen stays until the next one has loaded;
 * a first load shows the spinner in the page's place.
 */
export function page(load: () => Promise<PageModule>, parts: readonly TranslationPart[] = []) {
  const Page = lazy(() =>
    withChunkTimeout(Promise.all([load(), loadTranslations(...parts)])).then(([module]) => module),
  );
  const route: LazyRoute = {
    element: (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    ),
  };
  return route;
}
