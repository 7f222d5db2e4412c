// App Check on the app's HTTP functions (`api`, `payment`'s app routes). Callables get it from
// firebase-functions (enforceAppCheck, functionOptions.ts); an onRequest function must verify
// the token itself. The web app sends it in this header (src/lib/appCheck.ts).
import { adminAppCheck } from './admin';
import { appCheckEnforced } from './functionOptions';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** Verifies an App Check token; rejects when it is invalid or expired. */
export type AppCheckVerifier = (token: string) => Promise<unknown>;

const verifyWithAdmin: AppCheckVerifier = (token) => adminAppCheck().verifyToken(token);

/**
 * True when the request may go on: App Check is not enforced, or the header holds a valid
 * token. A missing, empty or forged token is refused.
 */
export async function appCheckAccepts(
  header: string | undefined,
  env: Record<string, string | undefined> = process.env,
  verify: AppCheckVerifier = verifyWithAdmin,
): Promise<boolean> {
  if (!appCheckEnforced(env)) return true;
  const token = header?.trim();
  if (!token) return false;
  try {
    await verify(token);
    return true;
  } catch {
    return false;
  }
}
