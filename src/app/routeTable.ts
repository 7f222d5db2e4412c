import { paths } from '../config/paths';

// Every /app, /user and /auth child of spec section 2 with what it renders today.
// `issue` names the issue that builds a page that is still a "not built yet" page;
// the README status table mirrors this list.
export type PlannedRoute = { path: string; issue: number | null };

export const plannedRoutes: PlannedRoute[] = [
  { path: paths.pages.profileSocial, issue: 12 },
  { path: paths.pages.profilePortfolio, issue: 12 },
];
