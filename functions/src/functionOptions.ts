// The deploy-time options every function of the app is created with, read from the functions'
// environment (functions/.env.<project id>, which firebase-tools also loads when it reads the
// code at deploy): the region, App Check enforcement and the Secret Manager secrets.
//
//   APP_CHECK_ENFORCE=true      callables refuse calls without a valid App Check token
//                               (enforceAppCheck), and the `api` and `payment` functions check
//                               the X-Firebase-AppCheck header (appCheck.ts). Never on the
//                               emulators, where the app runs without App Check.
//   FUNCTIONS_SECRETS=A,B       these variables come from Secret Manager
//                               (`firebase functions:secrets:set A`), bound to the functions
//                               that read them; unset, they are read from the .env files.
import type { CallableOptions, HttpsOptions } from 'firebase-functions/v2/https';
import { REGION } from './admin';

type Env = Record<string, string | undefined>;

/** The secrets each function reads (payment: iyzico; social stats: the platforms' APIs). */
export const SECRET_NAMES = {
  payment: ['IYZIPAY_API_KEY', 'IYZIPAY_SECRET_KEY'],
  socialStats: ['INSTAGRAM_ACCESS_TOKEN', 'TWITCH_CLIENT_SECRET', 'YOUTUBE_API_KEY'],
} as const;

export function appCheckEnforced(env: Env = process.env): boolean {
  return env.APP_CHECK_ENFORCE?.trim() === 'true' && env.FUNCTIONS_EMULATOR !== 'true';
}

/** Of `names`, those FUNCTIONS_SECRETS lists (never on the emulators). */
export function secretsFrom(env: Env, names: readonly string[]): string[] {
  if (env.FUNCTIONS_EMULATOR === 'true') return [];
  const listed = new Set(
    (env.FUNCTIONS_SECRETS ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  return names.filter((name) => listed.has(name));
}

function withSecrets<T extends HttpsOptions>(options: T, secrets: string[]): T {
  return secrets.length > 0 ? { ...options, secrets } : options;
}

/** A callable's options: enforceAppCheck only when configured, secrets only when listed. */
export function callableOptions(
  secretNames: readonly string[] = [],
  env: Env = process.env,
): CallableOptions {
  const options: CallableOptions = appCheckEnforced(env)
    ? { region: REGION, enforceAppCheck: true }
    : { region: REGION };
  return withSecrets(options, secretsFrom(env, secretNames));
}

/** An HTTP function's options (App Check is checked in the handler: appCheck.ts). */
export function requestOptions(
  secretNames: readonly string[] = [],
  env: Env = process.env,
): HttpsOptions {
  return withSecrets({ region: REGION }, secretsFrom(env, secretNames));
}
