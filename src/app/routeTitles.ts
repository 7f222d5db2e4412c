import { paths } from '@/config/paths';

// The tab title names the page with the words the menu and the breadcrumbs use (`routes.<last
// segment>`), so every title is in the core texts: the Turkish ones ship in the main bundle and
// each other language's core file loads before the first render. No page part is needed.

/** Paths whose last segment is no page name on its own, or that are no /app page. */
const named: Record<string, string> = {
  [paths.home]: 'routes.app',
  [paths.error]: 'pages.error.title',
  [paths.unauthorized]: 'pages.unauthorized.title',
  // /auth has no page of its own: its one child handles the mail links.
  [paths.auth.root]: 'routes.action',
  [paths.pages.profileSocial]: 'pageTitles.profileSocial',
  [paths.pages.productThumbList]: 'pageTitles.productThumbList',
  [paths.pages.productImageList]: 'pageTitles.productImageList',
};

const publicProfilePrefix = paths.publicProfile('');
const sharedReportPrefix = paths.sharedReport('');

/** Every route path of paths.ts (the external media site is no route). */
export const routePaths: readonly string[] = [
  paths.home,
  paths.policies,
  paths.error,
  paths.unauthorized,
  ...Object.values(paths.user),
  ...Object.values(paths.auth),
  ...Object.values(paths.app),
  ...Object.values(paths.pages),
];

const lastSegmentKey = (path: string) => `routes.${path.slice(path.lastIndexOf('/') + 1)}`;

// React Router matches paths case-insensitively, so the look-up does too.
const keyByPath = new Map(
  routePaths.map((path) => [path.toLowerCase(), named[path] ?? lastSegmentKey(path)]),
);

/** The i18n key of the page name for `pathname`; an unknown path shows the error page. */
export function routeTitleKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path.startsWith(publicProfilePrefix) && path.length > publicProfilePrefix.length)
    return 'routes.u';
  if (path.startsWith(sharedReportPrefix) && path.length > sharedReportPrefix.length)
    return 'routes.sharedReport';
  return keyByPath.get(path.toLowerCase()) ?? 'pages.error.title';
}
