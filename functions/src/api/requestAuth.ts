// Who calls the `api` function: the Firebase ID token in `Authorization: Bearer <token>`,
// verified with the Admin SDK (on the emulator, against the Auth emulator).
import { adminAuth } from '../admin';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** The verified caller's uid, or null for a missing, malformed, expired or forged token. */
export async function verifiedUid(header: string | undefined): Promise<string | null> {
  const token = bearerTokenOf(header);
  if (!token) return null;
  try {
    const decoded = await adminAuth().verifyIdToken(token);
    return decoded.uid;
  } catch {
    return null;
  }
}
