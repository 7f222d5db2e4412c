import { COMPANY } from '@/config/company';
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

/** The policy documents, in the order the policies page shows them (`legal.documents.*`). */
export const policyDocuments = ['terms', 'privacy', 'kvkk'] as const;
export type PolicyDocument = (typeof policyDocuments)[number];

type Translate = (key: string, options?: Record<string, unknown>) => unknown;
type Section = { heading: string; body: string };

/** The placeholders of the policy texts: the company data. */
export const policyValues = {
  company: COMPANY.name,
  address: COMPANY.address,
  taxOffice: COMPANY.taxOffice,
  taxNumber: COMPANY.taxNumber,
  email: COMPANY.email,
  kvkkEmail: COMPANY.kvkkEmail,
  phone: COMPANY.phone,
};

/** A policy document's sections as shown (the `legal` translation part must be loaded). */
export function policySections(t: Translate, document: PolicyDocument): Section[] {
  const sections = t(`legal.documents.${document}.sections`, {
    returnObjects: true,
    ...policyValues,
  });
  return Array.isArray(sections) ? (sections as Section[]) : [];
}

const documentText = (t: Translate, document: PolicyDocument) =>
  [
    String(t(`legal.documents.${document}.title`)),
    ...policySections(t, document).map((section) => `${section.heading}\n${section.body}`),
  ].join('\n');

/** The consent a user gives or withdraws, with the hash of the exact text she saw. */
export async function consentRecordFor(
  t: Translate,
  kind: 'kvkk' | 'marketing',
  action: 'given' | 'withdrawn',
  version: number,
) {
  const text =
    kind === 'kvkk'
      ? consentText(
          version,
          String(t('legal.consent.kvkkLabel')),
          `${documentText(t, 'kvkk')}\n${documentText(t, 'terms')}`,
        )
      : consentText(version, String(t('legal.consent.marketingLabel')), '');
  return { kind, action, version, textHash: await textHash(text) };
}
