import { paths } from '@/config/paths';
import { isBrandOrAgencyRole, UserRole } from './roles';

const { Admin, Influencer, Brand, InfluencerAgency, AdvertisementAgency, ProInfluencerAgency } =
  UserRole;

const productOwners = [
  Admin,
  Brand,
  AdvertisementAgency,
  InfluencerAgency,
  ProInfluencerAgency,
] as const;

// The role table of spec section 6. Routes not listed are open to any signed-in user.
// myProjects also admits both influencer agencies: the guard sends every role 3-6 there,
// so refusing them would strand them on /unauthorized (docs/decisions.md).
export const routeRoles: Readonly<Record<string, readonly UserRole[]>> = {
  [paths.app.projects]: [Admin, Influencer],
  [paths.app.myProjects]: [
    Admin,
    Influencer,
    Brand,
    AdvertisementAgency,
    InfluencerAgency,
    ProInfluencerAgency,
  ],
  [paths.app.influencers]: [
    Admin,
    ProInfluencerAgency,
    Brand,
    InfluencerAgency,
    AdvertisementAgency,
  ],
  [paths.app.earnings]: [Admin],
  [paths.app.myEarnings]: [Influencer, InfluencerAgency],
  [paths.app.brands]: [Admin],
  // Not in the spec's table: a brief's campaign report (issue 22) is its owner side's and the
  // admins'; the page itself checks the brief (owner, her managing agency, admin).
  [paths.app.briefReport]: productOwners,
  // Not in the spec's table: the admin users screen of the accounts issue (docs/decisions.md).
  [paths.app.users]: [Admin],
  [paths.pages.account]: [Admin, Influencer, Brand, AdvertisementAgency, InfluencerAgency],
  // Not in the spec's table: a brand side's products are its barter briefs' (docs/decisions.md).
  [paths.pages.productThumbList]: productOwners,
  [paths.pages.productImageList]: productOwners,
};

export type GuardInput = {
  pathname: string;
  /** The location's query (`?briefId=…`), carried to sign-in with the path. */
  search?: string;
  /** The stored session user's role, or null when nobody is signed in. */
  role: UserRole | null;
};

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function needsLogin(pathname: string): boolean {
  const path = normalise(pathname);
  return path === paths.app.root || path.startsWith(`${paths.app.root}/`);
}

/** Where the page guard sends the visitor, or null to let the page render. */
export function guardRedirect({ pathname, search = '', role }: GuardInput): string | null {
  const path = normalise(pathname);
  if (!needsLogin(path)) return null;
  // Signed out: sign in, then back to this very page (a notification's or a mail's link).
  if (role === null) return loginPathFor(`${pathname}${search}`);
  if (path === paths.app.root) {
    return role === Admin || role === Influencer ? paths.app.projects : paths.app.myProjects;
  }
  if (path === paths.app.projects && isBrandOrAgencyRole(role)) return paths.app.myProjects;
  const allowed = routeRoles[path];
  if (allowed && !allowed.includes(role)) return paths.unauthorized;
  return null;
}

// ---- deep links through sign-in (issue 18 point 10) ------------------------------------------

/** The query parameter the sign-in page returns to after signing in. */
export const NEXT_PARAM = 'next';

// A base no real page has: a path that resolves against it to another origin is not ours.
const PROBE_ORIGIN = 'https://next.invalid';

/**
 * The app page a sign-in may return to, from an untrusted `?next=` (already URL-decoded once),
 * or null for the role's home. Accepts only a same-origin path of the /app area: one leading
 * `/` (not `//`, not `/\`), no scheme, no backslash or control character anywhere (also
 * percent-encoded), and still an /app path once resolved, also decoded (`/app/../user/login`
 * and `/app/..%2F..%2Fuser/login` are not).
 * Returns it normalised (path, query, hash).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  let decoded = raw;
  // Decoded a few more times so an encoded `//`, `\` or control character is seen for what
  // it is; a malformed escape is refused rather than guessed at.
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  for (const text of [raw, decoded]) {
    if (!text.startsWith('/') || text.startsWith('//')) return null;
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (/[\\\u0000-\u001f\u007f]/.test(text)) return null;
  }
  // Resolved as the browser would, as given and decoded: both must stay in our /app area.
  const resolved = [raw, decoded].map((text) => {
    try {
      const url = new URL(text, PROBE_ORIGIN);
      return url.origin === PROBE_ORIGIN && needsLogin(url.pathname) ? url : null;
    } catch {
      return null;
    }
  });
  const url = resolved[0];
  if (!url || !resolved[1]) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` (which may carry a query) with `next` added when it is a safe app path. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe) return path;
  const query = new URLSearchParams({ [NEXT_PARAM]: safe }).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The sign-in page that returns to `next` afterwards (plain when it is not a deep link). */
export function loginPathFor(next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe && normalise(safe.split(/[?#]/)[0]!) !== paths.app.root
    ? withNext(paths.user.login, safe)
    : paths.user.login;
}
