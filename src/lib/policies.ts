// The policy version users consent to and the hash of the text they saw (design.md section 12,
// KVKK: keep which text version each user accepted and when). One module for both, so the
// registration form, the re-consent gate and the account page record the same thing.

/** The policy texts in force: raise `version` (and the date) whenever their wording changes. */
export const CURRENT_POLICY = { version: 1, date: '2026-11-01' } as const;

/**
 * The version a signed-in user must have accepted. `Contents/Policies.requiredVersion` lets an
 * admin (and the e2e test) ask everyone again without a deploy; it can only raise the bar, never
 * lower it below the version the code ships.
 */
export function requiredPolicyVersion(configured: unknown): number {
  const raised = typeof configured === 'number' && Number.isInteger(configured) ? configured : 0;
  return Math.max(CURRENT_POLICY.version, raised);
}

/** The exact text a consent covers: its version line, the statement and the policy text. */
export function consentText(version: number, statement: string, policyText: string): string {
  return `v${version}\n${statement}\n${policyText}`;
}

/** SHA-256 of the text as lowercase hex (Web Crypto: browsers and Node 20 alike). */
export async function textHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
