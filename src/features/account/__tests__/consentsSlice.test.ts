// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentRecord } from '@/lib/collections/consents';
import { makeStore } from '@/store/store';
import { initI18n, loadTranslations } from '@/i18n';
import * as api from '../api/consentsApi';
import { consentsLeft, selectConsentLog } from '../consentsSlice';
import { loadConsents, setMarketingConsent } from '../consentsThunks';

vi.mock('../api/consentsApi', () => ({ readOwnConsents: vi.fn(), appendOwnConsent: vi.fn() }));

const readOwnConsents = vi.mocked(api.readOwnConsents);
const appendOwnConsent = vi.mocked(api.appendOwnConsent);

const kvkk: ConsentRecord = {
  id: 'c1',
  kind: 'kvkk',
  action: 'given',
  version: 1,
  textHash: 'abc',
  createdAt: 1_700_000_000_000,
};
const marketing: ConsentRecord = { ...kvkk, id: 'c2', kind: 'marketing', createdAt: null };

beforeEach(async () => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await initI18n('tr');
  await loadTranslations('legal');
});

describe('the account page consent log', () => {
  it('loads the records of the user, plain values only', async () => {
    readOwnConsents.mockResolvedValue([kvkk]);
    const store = makeStore();
    const loading = store.dispatch(loadConsents({ uid: 'u1' }));
    expect(selectConsentLog(store.getState(), 'u1')?.status).toBe('loading');
    await loading;
    const log = selectConsentLog(store.getState(), 'u1');
    expect(log).toMatchObject({ status: 'ready', records: [kvkk], saving: false, failed: false });
    expect(JSON.parse(JSON.stringify(store.getState().accountConsents))).toEqual(
      store.getState().accountConsents,
    );
  });

  it('says the log could not be read', async () => {
    readOwnConsents.mockRejectedValue(new Error('offline'));
    const store = makeStore();
    const result = await store.dispatch(loadConsents({ uid: 'u1' }));
    expect(result.payload).toBe('legal.consents.loadFailed');
    expect(selectConsentLog(store.getState(), 'u1')?.status).toBe('error');
  });

  it('appends a marketing record, keeps the log on screen and reads it again', async () => {
    readOwnConsents.mockResolvedValueOnce([kvkk]).mockResolvedValueOnce([kvkk, marketing]);
    appendOwnConsent.mockResolvedValue();
    const store = makeStore();
    await store.dispatch(loadConsents({ uid: 'u1' }));
    const saving = store.dispatch(setMarketingConsent({ uid: 'u1', allow: true }));
    expect(selectConsentLog(store.getState(), 'u1')).toMatchObject({
      status: 'ready',
      saving: true,
    });
    await saving;
    expect(appendOwnConsent).toHaveBeenCalledWith('u1', {
      kind: 'marketing',
      action: 'given',
      version: 1,
      textHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(selectConsentLog(store.getState(), 'u1')).toMatchObject({
      status: 'ready',
      records: [kvkk, marketing],
      saving: false,
      failed: false,
    });
  });

  it('appends once when the change is asked twice before the first is saved', async () => {
    readOwnConsents.mockResolvedValue([kvkk]);
    appendOwnConsent.mockResolvedValue();
    const store = makeStore();
    await store.dispatch(loadConsents({ uid: 'u1' }));
    await Promise.all([
      store.dispatch(setMarketingConsent({ uid: 'u1', allow: true })),
      store.dispatch(setMarketingConsent({ uid: 'u1', allow: true })),
    ]);
    expect(appendOwnConsent).toHaveBeenCalledTimes(1);
    expect(selectConsentLog(store.getState(), 'u1')).toMatchObject({ saving: false });
  });

  it('keeps the records and says so when the change fails', async () => {
    readOwnConsents.mockResolvedValue([kvkk]);
    appendOwnConsent.mockRejectedValue(new Error('denied'));
    const store = makeStore();
    await store.dispatch(loadConsents({ uid: 'u1' }));
    const result = await store.dispatch(setMarketingConsent({ uid: 'u1', allow: true }));
    expect(result.payload).toBe('legal.consents.saveFailed');
    expect(selectConsentLog(store.getState(), 'u1')).toMatchObject({
      status: 'ready',
      records: [kvkk],
      saving: false,
      failed: true,
    });
    expect(readOwnConsents).toHaveBeenCalledTimes(1);
  });

  it('drops the log when the page leaves, and a late answer with it', async () => {
    let answer!: (records: ConsentRecord[]) => void;
    readOwnConsents.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = makeStore();
    const loading = store.dispatch(loadConsents({ uid: 'u1' }));
    store.dispatch(consentsLeft('u1'));
    answer([kvkk]);
    await loading;
    expect(selectConsentLog(store.getState(), 'u1')).toBeUndefined();
  });
});
