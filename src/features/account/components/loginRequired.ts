import { paths } from '@/config/paths';

/** Where a signed-out visitor of the signed-in-only /user steps goes (spec section 2). */
export const loginRequiredPath = `${paths.user.login}?message=login-required`;
