// Which browser origins may call the `api` function when deployed. The function is read with a
// bearer token, never a cookie, so CORS here only keeps other sites' scripts from using a token
// they hold; still, only the app's own origins are named. (The Functions emulator wraps every
// HTTP function in a CORS layer that allows any origin, so there this is never consulted.)

export interface CorsSettings {
  /** GCLOUD_PROJECT: the app is served from <id>.web.app and <id>.firebaseapp.com. */
  projectId: string | undefined;
  /** FUNCTIONS_EMULATOR === 'true': the dev server and the preview run on 127.0.0.1 / localhost. */
  onEmulator: boolean;
  /** APP_ORIGINS: further origins (a custom domain), comma separated, exact. */
  extraOrigins: string | undefined;
}

const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/;

export function corsSettingsFrom(env: Record<string, string | undefined>): CorsSettings {
  return {
    projectId: env.GCLOUD_PROJECT,
    onEmulator: env.FUNCTIONS_EMULATOR === 'true',
    extraOrigins: env.APP_ORIGINS,
  };
}

/** The origin to echo in Access-Control-Allow-Origin, or null when it is not one of the app's. */
export function allowedOrigin(origin: string | undefined, settings: CorsSettings): string | null {
  if (!origin) return null;
  if (settings.onEmulator && LOCAL_ORIGIN.test(origin)) return origin;
  const allowed = new Set(
    (settings.extraOrigins ?? '')
      .split(',')
      .map((entry) => entry.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );
  if (settings.projectId) {
    allowed.add(`https://${settings.projectId}.web.app`);
    allowed.add(`https://${settings.projectId}.firebaseapp.com`);
  }
  return allowed.has(origin) ? origin : null;
}
