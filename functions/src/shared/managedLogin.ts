// Rules for agency-created ("managed") logins, shared by the Cloud Functions and the web
// client. Plain TypeScript, no imports.
//
// A managed login is a real Auth account whose email is synthetic:
// `${username}@${MANAGED_LOGIN_DOMAIN}`. Username sign-in on the client is
// signInWithEmailAndPassword(managedLoginEmail(username), password).

export const MANAGED_LOGIN_DOMAIN = 'login.influencer-pazaryeri.app';

const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
};

/** Trims and lower-cases a username, folding Turkish letters to ASCII (ç→c, ğ→g, ı/İ→i, ö→o, ş→s, ü→u). */
export function normaliseUsername(raw: string): string {
  return (
    String(raw ?? '')
      .trim()
      // 'İ'.toLowerCase() is 'i' + a combining dot, so map it before lower-casing.
      .replace(/İ/g, 'i')
      .toLowerCase()
      .replace(/\u0307/g, '')
      .replace(/[çğıöşü]/g, (letter) => TURKISH_TO_ASCII[letter] ?? letter)
  );
}

const USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;

/** 3-30 characters of a-z, 0-9, '.', '_', '-'; may not start or end with '.'. Expects a normalised name. */
export function isValidUsername(u: string): boolean {
  return USERNAME_PATTERN.test(u) && !u.startsWith('.') && !u.endsWith('.');
}

/** The synthetic Auth email behind a managed login. */
export function managedLoginEmail(username: string): string {
  return `${normaliseUsername(username)}@${MANAGED_LOGIN_DOMAIN}`;
}
