// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentRecord } from '@/lib/collections/consents';
import { makeStore } from '@/store/store';
import { initI18n } from '@/i18n';
import * as api from '../api/policyConsentApi';
import { policyGateLeft, selectPolicyGate } from '../legalSlice';
import { acceptPolicy, checkPolicyConsent } from '../legalThunks';

vi.mock('../api/policyConsentApi', () => ({
  readPolicyStanding: vi.fn(),
  appendPolicyConsent: vi.fn(),
}));

const readPolicyStanding = vi.mocked(api.readPolicyStanding);
const appendPolicyConsent = vi.mocked(api.appendPolicyConsent);

const accepted = (version: number): ConsentRecord => ({
  id: `v${version}`,
  kind: 'kvkk',
  action: 'given',
  version,
  textHash: 'abc',
  createdAt: 1_700_000_000_000,
});

beforeEach(async () => {
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await initI18n('tr');
});

describe('the re-consent gate', () => {
  it('lets a user in who accepted the required version', async () => {
    readPolicyStanding.mockResolvedValue({ configured: 1, records: [accepted(1)] });
    const store = makeStore();
    const checking = store.dispatch(checkPolicyConsent('u1'));
    expect(selectPolicyGate(store.getState(), 'u1')).toEqual({ status: 'checking' });
    await checking;
    expect(selectPolicyGate(store.getState(), 'u1')).toEqual({ status: 'clear' });
  });

  it('asks a user who accepted an older version, and lets her in once she accepts', async () => {
    readPolicyStanding.mockResolvedValue({ configured: 2, records: [accepted(1)] });
    appendPolicyConsent.mockResolvedValue();
    const store = makeStore();
    await store.dispatch(checkPolicyConsent('u1'));
    expect(selectPolicyGate(store.getState(), 'u1')).toEqual({
      status: 'ask',
      version: 2,
      saving: false,
      failed: false,
    });
    const accepting = store.dispatch(acceptPolicy({ uid: 'u1', version: 2 }));
    expect(selectPolicyGate(store.getState(), 'u1')).toMatchObject({ saving: true });
    await accepting;
    expect(appendPolicyConsent).toHaveBeenCalledWith('u1', {
      kind: 'kvkk',
      action: 'given',
      version: 2,
      textHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(selectPolicyGate(store.getState(), 'u1')).toEqual({ status: 'clear' });
    expect(JSON.parse(JSON.stringify(store.getState().legal))).toEqual(store.getState().legal);
  });

  it('records one acceptance however often she clicks while it is saved', async () => {
    readPolicyStanding.mockResolvedValue({ configured: 2, records: [accepted(1)] });
    appendPolicyConsent.mockResolvedValue();
    const store = makeStore();
    await store.dispatch(checkPolicyConsent('u1'));
    await Promise.all([
      store.dispatch(acceptPolicy({ uid: 'u1', version: 2 })),
      store.dispatch(acceptPolicy({ uid: 'u1', version: 2 })),
    ]);
    // And once she is through, a late click records nothing either.
    await store.dispatch(acceptPolicy({ uid: 'u1', version: 2 }));
    expect(appendPolicyConsent).toHaveBeenCalledTimes(1);
    expect(selectPolicyGate(store.getState(), 'u1')).toEqual({ status: 'clear' });
  });

  it('keeps asking and says so when the consent is not saved', async () => {
    readPolicyStanding.mockResolvedValue({ configured: 2, records: [accepted(1)] });
    appendPolicyConsent.mockRejectedValue(new Error('offline'));
    const store = makeStore();
    await store.dispatch(checkPolicyConsent('u1'));
    const result = await store.dispatch(acceptPolicy({ uid: 'u1', version: 2 }));
    expect(result.payload).toBe('legal.consent.saveFailed');
    expect(selectPolicyGate(store.getState(), 'u1')).toEqual({
      status: 'ask',
      version: 2,
      saving: false,
      failed: true,
    });
  });

  it('lets her in when the check cannot run', async () => {
    readPolicyStanding.mockRejectedValue(new Error('offline'));
    const store = makeStore();
    await store.dispatch(checkPolicyConsent('u1'));
    expect(selectPolicyGate(store.getState(), 'u1')).toEqual({ status: 'clear' });
  });

  it('drops a check that ends after the gate left', async () => {
    let answer!: (standing: { configured: unknown; records: ConsentRecord[] }) => void;
    readPolicyStanding.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = makeStore();
    const checking = store.dispatch(checkPolicyConsent('u1'));
    store.dispatch(policyGateLeft('u1'));
    answer({ configured: 2, records: [accepted(1)] });
    await checking;
    expect(store.getState().legal?.gates).toEqual({});
  });
});
