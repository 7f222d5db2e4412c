import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAccess } from './RequireAccess';
import { HomeRedirect } from './HomeRedirect';
import { page, preloadRoute, type LazyRoute } from './lazyPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RootLayout } from './RootLayout';

// The page of every path of paths.ts, by full path (tests/e2e/walkAllRoutes.e2e.ts opens each).
const builtPages: Partial<Record<string, LazyRoute>> = {
  [paths.user.login]: page(() => import('@/features/auth/pages/LoginPage')),
  [paths.user.register]: page(
    () => import('@/features/auth/pages/RegisterPage'),
    ['authPages', 'legal'],
  ),
  [paths.user.forgotPassword]: page(
    () => import('@/features/auth/pages/ForgotPasswordPage'),
    ['authPages'],
  ),
  [paths.user.resetPassword]: page(
    () => import('@/features/auth/pages/ResetPasswordPage'),
    ['authPages'],
  ),
  [paths.auth.action]: page(() => import('@/features/auth/pages/AuthActionPage'), ['authPages']),
  [paths.app.addNewInfluencer]: page(
    () => import('@/features/managedLogins/pages/AddInfluencerLoginPage'),
    ['managedLogins', 'authPages'],
  ),
  [paths.app.addNewBrand]: page(
    () => import('@/features/managedLogins/pages/AddBrandLoginPage'),
    ['managedLogins', 'authPages'],
  ),
  [paths.user.createUserDetail]: page(
    () => import('@/features/account/pages/CreateUserDetailPage'),
    ['account'],
  ),
  [paths.user.socialVerification]: page(
    () => import('@/features/account/pages/SocialVerificationPage'),
    ['account'],
  ),
  [paths.pages.account]: page(
    () => import('./AccountPageWithImage'),
    ['account', 'legal', 'media', 'notificationSettings'],
  ),
  // Public: the policies with the contact form (spec section 2), composed in src/app.
  [paths.policies]: page(() => import('./PublicPoliciesPage'), ['legal', 'contact']),
  [paths.app.policies]: page(() => import('@/features/legal/pages/PoliciesPage'), ['legal']),
  [paths.app.aboutUs]: page(() => import('@/features/legal/pages/AboutPage'), ['legal']),
  [paths.app.contact]: page(() => import('@/features/contact/pages/ContactPage'), ['contact']),
  [paths.app.users]: page(() => import('@/features/users/pages/UsersPage'), ['users']),
  [paths.app.influencers]: page(
    () => import('@/features/influencers/pages/InfluencersPage'),
    ['influencers', 'reviews', 'engagement'],
  ),
  [paths.app.myInfluencers]: page(
    () => import('@/features/influencers/pages/MyInfluencersPage'),
    ['influencers', 'reviews', 'engagement'],
  ),
  [paths.app.influencerDetail]: page(
    () => import('@/features/influencers/pages/InfluencerDetailPage'),
    ['influencers'],
  ),
  [paths.app.brands]: page(() => import('@/features/brands/pages/BrandsPage'), ['brands']),
  [paths.app.chat]: page(() => import('@/features/chat/pages/ChatPage'), ['chat', 'contacts']),
  [paths.app.support]: page(() => import('@/features/support/pages/SupportPage'), ['support']),
  [paths.app.myBrands]: page(() => import('@/features/brands/pages/MyBrandsPage'), ['brands']),
  // Public: outside /app, so RequireAccess does not apply (spec section 2).
  '/u/:userId': page(
    () => import('./PublicProfileWithReviews'),
    ['publicProfile', 'reviews', 'engagement'],
  ),
  // Campaign reports (issue 22): the owner's report, and its read-only share link.
  [paths.app.briefReport]: page(
    () => import('@/features/reports/pages/BriefReportPage'),
    ['reports', 'charts'],
  ),
  '/r/:token': page(
    () => import('@/features/reports/pages/SharedReportPage'),
    ['reports', 'charts'],
  ),
  [paths.app.editInfluencer]: page(
    () => import('@/features/account/pages/EditInfluencerPage'),
    ['account'],
  ),
  [paths.app.briefDetail]: page(
    () => import('./BriefDetailWithCollaboration'),
    ['briefs', 'briefPages', 'collaboration', 'shipment', 'drafts', 'timeline', 'reviews'],
  ),
  [paths.app.addNewBrief]: page(
    () => import('@/features/briefs/pages/AddBriefPage'),
    ['briefs', 'briefPages', 'media'],
  ),
  [paths.app.myAddNewBrief]: page(
    () => import('@/features/briefs/pages/AddBriefPage'),
    ['briefs', 'briefPages', 'media'],
  ),
  [paths.pages.invoice]: page(() => import('@/features/payment/pages/InvoicePage'), ['payment']),
  [paths.pages.prices]: page(() => import('@/features/payment/pages/PricesPage'), ['payment']),
  [paths.app.payment]: page(() => import('@/features/payment/pages/PaymentPage'), ['payment']),
  [paths.app.completeTransaction]: page(
    () => import('@/features/payment/pages/CompleteTransactionPage'),
    ['payment'],
  ),
  [paths.app.projects]: page(() => import('./ProjectListWithAdminStats'), ['briefs']),
  [paths.app.earnings]: page(
    () => import('@/features/earnings/pages/EarningsAdminPage'),
    ['earnings'],
  ),
  [paths.app.myEarnings]: page(
    () => import('@/features/earnings/pages/MyEarningsPage'),
    ['earnings'],
  ),
  [paths.app.myProjects]: page(() => import('@/features/briefs/pages/ProjectListPage'), ['briefs']),
  [paths.app.addNewAffiliate]: page(
    () => import('@/features/affiliates/pages/AddAffiliatePage'),
    ['affiliates'],
  ),
  [paths.app.affiliateMarketing]: page(
    () => import('@/features/affiliates/pages/AffiliateMarketingPage'),
    ['affiliates'],
  ),
  [paths.app.affiliateDetail]: page(
    () => import('@/features/affiliates/pages/AffiliateDetailPage'),
    ['affiliates'],
  ),
  [paths.app.search]: page(() => import('@/features/search/pages/SearchPage'), ['search']),
  [paths.pages.blogList]: page(() => import('@/features/content/pages/BlogListPage'), ['content']),
  [paths.pages.blogDetail]: page(
    () => import('@/features/content/pages/BlogDetailPage'),
    ['content'],
  ),
  [paths.pages.faq]: page(() => import('@/features/content/pages/FaqPage'), ['content']),
  [paths.pages.knowledgeBase]: page(
    () => import('@/features/content/pages/KnowledgeBasePage'),
    ['content'],
  ),
  [paths.pages.mailing]: page(() => import('@/features/content/pages/MailingPage'), ['content']),
  [paths.pages.productThumbList]: page(
    () => import('@/features/products/pages/ProductThumbListPage'),
    ['products'],
  ),
  [paths.pages.productImageList]: page(
    () => import('@/features/products/pages/ProductImageListPage'),
    ['products'],
  ),
  [paths.pages.profileSocial]: page(
    () => import('@/features/profilePages/pages/ProfileSocialPage'),
    ['profilePages'],
  ),
  [paths.pages.profilePortfolio]: page(
    () => import('@/features/profilePages/pages/ProfilePortfolioPage'),
    ['profilePages'],
  ),
};

// Paths that only forward elsewhere (spec: addNewInfluencer → createUserDetail).
const redirects: Partial<Record<string, string>> = {
  [paths.user.addNewInfluencer]: paths.user.createUserDetail,
  [paths.user.signupForm]: paths.user.register,
};

/** The child route for a full path, relative to its parent `base`. */
function child(path: string, base: string): RouteObject {
  const childPath = base === '' ? path : path.slice(base.length + 1);
  const target = redirects[path];
  if (target) return { path: childPath, element: <Navigate to={target} replace /> };
  const built = builtPages[path];
  // Every route of spec section 2 is built; a path added to paths.ts needs its page here.
  if (!built) throw new Error(`No page for ${path}`);
  return { path: childPath, ...built };
}

const childrenOf = (all: Record<string, unknown>, base: string, parent = base) =>
  Object.values(all)
    .filter((path): path is string => typeof path === 'string' && path !== base)
    .map((path) => child(path, parent));

const appChildren: RouteObject[] = [
  // The guard turns exactly /app into the role's landing page before this renders.
  { index: true, element: null },
  ...childrenOf(paths.app, paths.app.root),
  ...childrenOf(paths.pages, paths.pages.root, paths.app.root),
];

const userChildren: RouteObject[] = [
  { index: true, element: <Navigate to={paths.user.login} replace /> },
  ...childrenOf(paths.user, paths.user.root),
];

const userAreaLayout = page(() => import('@/features/auth/pages/UserAreaLayout'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.home,
        element: <HomeRedirect />,
        children: [
          { index: true, ...page(() => import('@/features/home/pages/HomePage'), ['home']) },
        ],
      },
      child(paths.policies, ''),
      { path: paths.error, ...page(() => import('@/features/system/pages/ErrorPage')) },
      {
        path: paths.unauthorized,
        ...page(() => import('@/features/system/pages/UnauthorizedPage')),
      },
      child('/u/:userId', ''),
      child('/r/:token', ''),
      {
        path: paths.user.root,
        ...userAreaLayout,
        children: userChildren,
      },
      {
        path: paths.auth.root,
        ...userAreaLayout,
        children: [child(paths.auth.action, paths.auth.root)],
      },
      {
        path: paths.app.root,
        element: <RequireAccess />,
        children: [
          {
            ...page(() => import('./AppFrame')),
            children: appChildren,
          },
        ],
      },
      { path: '*', ...page(() => import('@/features/system/pages/ErrorPage')) },
    ],
  },
];

/** The app's routes; render inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  // Anything a page throws, or a page that fails to download, shows the error page; the next
  // navigation tries again.
  return <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>;
}

/** The code of the pages the app opens on at `pathname` (main.tsx, before the first render). */
export const preloadPagesOf = (pathname: string) => preloadRoute(routes, pathname);
