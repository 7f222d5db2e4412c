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
  // Not in the spec's table: the admin users screen of the accounts issue (docs/decisions.md).
  [paths.app.users]: [Admin],
  [paths.pages.account]: [Admin, Influencer, Brand, AdvertisementAgency, InfluencerAgency],
  // Not in the spec's table: a brand side's products are its barter briefs' (docs/decisions.md).
  [paths.pages.productThumbList]: productOwners,
  [paths.pages.productImageList]: productOwners,
};

export type GuardInput = {
  pathname: string;
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
export function guardRedirect({ pathname, role }: GuardInput): string | null {
  const path = normalise(pathname);
  if (!needsLogin(path)) return null;
  if (role === null) return paths.user.login;
  if (path === paths.app.root) {
    return role === Admin || role === Influencer ? paths.app.projects : paths.app.myProjects;
  }
  if (path === paths.app.projects && isBrandOrAgencyRole(role)) return paths.app.myProjects;
  const allowed = routeRoles[path];
  if (allowed && !allowed.includes(role)) return paths.unauthorized;
  return null;
}
