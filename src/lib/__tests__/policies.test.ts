import { describe, expect, it } from 'vitest';
import { needsReconsent, type ConsentRecord } from '../collections/consents';
import { consentText, CURRENT_POLICY, requiredPolicyVersion, textHash } from '../policies';

const record = (overrides: Partial<ConsentRecord>): ConsentRecord => ({
  id: 'r',
  kind: 'kvkk',
  action: 'given',
  version: 1,
  textHash: 'a'.repeat(64),
  createdAt: 1,
  ...overrides,
});

describe('the policy version in force', () => {
  it('is the shipped version unless Contents/Policies raises it', () => {
    expect(requiredPolicyVersion(undefined)).toBe(CURRENT_POLICY.version);
    expect(requiredPolicyVersion(CURRENT_POLICY.version + 2)).toBe(CURRENT_POLICY.version + 2);
  });
  it('is never lowered, nor set by anything but a whole number', () => {
    expect(requiredPolicyVersion(0)).toBe(CURRENT_POLICY.version);
    expect(requiredPolicyVersion(-5)).toBe(CURRENT_POLICY.version);
    expect(requiredPolicyVersion('99')).toBe(CURRENT_POLICY.version);
    expect(requiredPolicyVersion(2.5)).toBe(CURRENT_POLICY.version);
  });
});

describe('the text hash', () => {
  it('is the SHA-256 of the text in lowercase hex', async () => {
    // The standard test vector for "abc".
    expect(await textHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
  it('changes with the version and with any change of the wording', async () => {
    const base = await textHash(consentText(1, 'Onaylıyorum.', 'Metin'));
    expect(await textHash(consentText(2, 'Onaylıyorum.', 'Metin'))).not.toBe(base);
    expect(await textHash(consentText(1, 'Onaylıyorum.', 'Metin.'))).not.toBe(base);
  });
});

describe('asking again', () => {
  it('asks a user whose last KVKK consent is for an older version', () => {
    expect(needsReconsent([record({ version: 1 })], 2)).toBe(true);
    expect(needsReconsent([record({ version: 1 }), record({ version: 2 })], 2)).toBe(false);
  });
  it('ignores marketing records when deciding', () => {
    const records = [record({ version: 2 }), record({ kind: 'marketing', action: 'withdrawn' })];
    expect(needsReconsent(records, 2)).toBe(false);
  });
  it('does not stop accounts without any record (docs/decisions.md "KVKK consent")', () => {
    expect(needsReconsent([], 2)).toBe(false);
  });
});
