// App Check with reCAPTCHA Enterprise (issue 19), only when VITE_APP_CHECK_SITE_KEY is set and
// never on the emulators (getEnv().appCheckSiteKey is null there). The SDK is imported only
// then, so without a key the app loads none of it. src/lib/firebase.ts starts it before any
// other Firebase service makes its first call; the functions enforce it when they are told to
// (functions/src/functionOptions.ts).
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';

/** The header our HTTP functions read the token from (functions/src/appCheck.ts). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** Initialises App Check for `app` when a site key is given; null (and nothing loaded) otherwise. */
export async function startAppCheck(
  app: FirebaseApp,
  siteKey: string | null,
): Promise<AppCheck | null> {
  if (!siteKey) return null;
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  return initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/**
 * The App Check header for a fetch to our HTTP functions (the SDKs attach theirs themselves);
 * none without App Check, or when no token can be had (the function then answers 401 if it
 * enforces App Check, which the caller reports like any refused call).
 */
export async function appCheckHeaders(appCheck: AppCheck | null): Promise<Record<string, string>> {
  if (!appCheck) return {};
  try {
    const { getToken } = await import('firebase/app-check');
    const { token } = await getToken(appCheck, false);
    return { [APP_CHECK_HEADER]: token };
  } catch {
    return {};
  }
}
