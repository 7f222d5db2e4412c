import { paths } from '@/config/paths';

export type Crumb = {
  /** The path segment, shown as it is when it has no label. */
  segment: string;
  labelKey: string;
  /** Where the crumb links, or null for the current page and for segments that are no page. */
  to: string | null;
};

// Only real pages are links: /app/pages or /app/pages/blog are steps in a path, not routes.
const routedPaths: ReadonlySet<string> = new Set<string>([
  ...Object.values(paths.app),
  ...Object.values(paths.pages).filter((path) => path !== paths.pages.root),
]);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Breadcrumbs rebuilt from the path (spec section 2): the first crumb is the app home and
 * links to /app; each further segment is labelled `routes.<segment>`; the last is no link.
 */
export function breadcrumbsFromPath(
  pathname: string,
  isRouted: (path: string) => boolean = (path) => routedPaths.has(path),
): Crumb[] {
  const base = paths.app.root;
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (`/${segments[0] ?? ''}` === base) segments.shift();
  const home: Crumb = { segment: base.slice(1), labelKey: 'routes.app', to: base };
  let at: string = base;
  return [
    home,
    ...segments.map((segment, index): Crumb => {
      at = `${at}/${segment}`;
      const last = index === segments.length - 1;
      return { segment, labelKey: `routes.${segment}`, to: !last && isRouted(at) ? at : null };
    }),
  ];
}
