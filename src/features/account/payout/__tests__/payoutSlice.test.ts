import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutDetailsInput } from '@shared/payoutDetails';
import type { PayoutDetailsDoc } from '@/lib/collections/payoutDetails';
import { makeStore } from '@/store/store';
import * as api from '../api/payoutDetailsApi';
import { maskIban, payoutErrorKey } from '../model/payoutTexts';
import { payoutLeft, selectPayoutEntry } from '../payoutSlice';
import { loadPayoutDetails, savePayoutDetails } from '../payoutThunks';

vi.mock('../api/payoutDetailsApi', () => ({
  readPayoutDetails: vi.fn(),
  savePayoutDetails: vi.fn(),
}));

const read = vi.mocked(api.readPayoutDetails);
const save = vi.mocked(api.savePayoutDetails);

const input: PayoutDetailsInput = {
  kind: 'PERSONAL',
  name: 'Ayşe',
  surname: 'Yılmaz',
  identityNumber: '10000000146',
  legalCompanyTitle: 'left over from another kind',
  taxOffice: '',
  taxNumber: '',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  address: 'Konak, İzmir',
  gsmNumber: '0532 123 45 67',
};
const stored: PayoutDetailsDoc = {
  ...input,
  legalCompanyTitle: '',
  iban: 'TR330006100519786457841326',
  gsmNumber: '+905321234567',
  email: 'ayse@demo.test',
  subMerchantKey: 'sm-1',
  provider: 'local',
  updatedAt: 1_700_000_000_000,
};

const callableError = (code: string, details?: unknown) =>
  Object.assign(new Error(code), { code: `functions/${code}`, details });

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function loaded(details: PayoutDetailsDoc | null = null) {
  read.mockResolvedValueOnce(details);
  const store = makeStore();
  await store.dispatch(loadPayoutDetails({ uid: 'u1' }));
  return store;
}

describe('the payout details slice and thunks', () => {
  it('is idle before it is asked, loading while read, then ready (null: none registered)', async () => {
    read.mockResolvedValueOnce(null);
    const store = makeStore();
    expect(selectPayoutEntry(store.getState(), 'u1').status).toBe('idle');
    const loading = store.dispatch(loadPayoutDetails({ uid: 'u1' }));
    expect(selectPayoutEntry(store.getState(), 'u1').status).toBe('loading');
    await loading;
    expect(selectPayoutEntry(store.getState(), 'u1')).toMatchObject({
      status: 'ready',
      details: null,
    });
  });

  it('keeps the stored details as plain values', async () => {
    const store = await loaded(stored);
    expect(selectPayoutEntry(store.getState(), 'u1').details).toEqual(stored);
    const state = store.getState().accountPayout;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('an earlier read that ends later is dropped; a failed read is an error', async () => {
    let first!: (value: PayoutDetailsDoc | null) => void;
    read.mockReturnValueOnce(new Promise((resolve) => (first = resolve)));
    read.mockRejectedValueOnce(new Error('offline'));
    const store = makeStore();
    const slow = store.dispatch(loadPayoutDetails({ uid: 'u1' }));
    // Each thunk imports the api module: two imports in the same tick race Vitest's mock of
    // it (one gets the real module), so the second read starts once the first is reading.
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    const result = await store.dispatch(loadPayoutDetails({ uid: 'u1' }));
    expect(result.payload).toBe('account.payout.loadFailed');
    first(stored);
    await slow;
    expect(selectPayoutEntry(store.getState(), 'u1')).toMatchObject({
      status: 'error',
      details: null,
    });
  });

  it('refuses invalid input with the validator’s errors and never calls the server', async () => {
    const store = await loaded();
    const result = await store.dispatch(
      savePayoutDetails({ uid: 'u1', input: { ...input, name: ' ', iban: 'TR00' } }),
    );
    expect(result.payload).toEqual({ fieldErrors: { name: 'required', iban: 'invalid' } });
    expect(save).not.toHaveBeenCalled();
    expect(selectPayoutEntry(store.getState(), 'u1')).toMatchObject({
      status: 'ready',
      fieldErrors: { name: 'required', iban: 'invalid' },
    });
  });

  it('sends the normalised input, is saving meanwhile, then holds the stored document', async () => {
    const store = await loaded();
    let answer!: () => void;
    save.mockReturnValueOnce(new Promise((resolve) => (answer = () => resolve({ saved: true }))));
    read.mockResolvedValueOnce(stored);
    const saving = store.dispatch(savePayoutDetails({ uid: 'u1', input }));
    expect(selectPayoutEntry(store.getState(), 'u1').status).toBe('saving');
    // A second click while saving does not register the sub-merchant twice.
    const second = await store.dispatch(savePayoutDetails({ uid: 'u1', input }));
    expect(savePayoutDetails.rejected.match(second) && second.meta.condition).toBe(true);
    expect(selectPayoutEntry(store.getState(), 'u1').status).toBe('saving');
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      ...input,
      legalCompanyTitle: '',
      iban: 'TR330006100519786457841326',
      gsmNumber: '+905321234567',
    });
    answer();
    await saving;
    expect(selectPayoutEntry(store.getState(), 'u1')).toMatchObject({
      status: 'ready',
      details: stored,
      fieldErrors: {},
      providerMessage: null,
      failure: null,
    });
    expect(store.getState().ui.toasts.map((toast) => toast.message)).toContain(
      'account.payout.saved',
    );
  });

  it('stands in the details sent when the read back fails after a save', async () => {
    const store = await loaded();
    save.mockResolvedValueOnce({ saved: true });
    read.mockRejectedValueOnce(new Error('offline'));
    await store.dispatch(savePayoutDetails({ uid: 'u1', input }));
    expect(selectPayoutEntry(store.getState(), 'u1').details).toMatchObject({
      iban: 'TR330006100519786457841326',
      subMerchantKey: '',
      updatedAt: null,
    });
  });

  it('maps the callable’s failures: field errors, the provider’s refusal, the rest', async () => {
    const store = await loaded(stored);
    const cases: [Error, object][] = [
      [
        callableError('invalid-argument', { errors: { taxNumber: 'invalid', x: 'y' } }),
        { fieldErrors: { taxNumber: 'invalid' }, providerMessage: null, failure: null },
      ],
      [
        callableError('failed-precondition', { providerMessage: 'IBAN hatalı.' }),
        { fieldErrors: {}, providerMessage: 'IBAN hatalı.', failure: null },
      ],
      [
        callableError('failed-precondition', { reason: 'kindLocked' }),
        { providerMessage: null, failure: 'account.payout.kindLocked' },
      ],
      [
        callableError('invalid-argument'),
        { fieldErrors: {}, providerMessage: null, failure: 'account.payout.saveFailed' },
      ],
      [
        callableError('permission-denied'),
        { providerMessage: null, failure: 'account.errors.permissionDenied' },
      ],
      [callableError('unauthenticated'), { failure: 'account.errors.notSignedIn' }],
      [callableError('unavailable'), { failure: 'account.errors.network' }],
      [callableError('internal'), { failure: 'account.payout.saveFailed' }],
    ];
    for (const [error, expected] of cases) {
      save.mockRejectedValueOnce(error);
      await store.dispatch(savePayoutDetails({ uid: 'u1', input }));
      // The saved details stay: a failed update does not undo the registration.
      expect(selectPayoutEntry(store.getState(), 'u1')).toMatchObject({
        status: 'ready',
        details: stored,
        ...expected,
      });
    }
  });

  it('forgets the details when the page leaves', async () => {
    const store = await loaded(stored);
    store.dispatch(payoutLeft('u1'));
    expect(selectPayoutEntry(store.getState(), 'u1')).toMatchObject({
      status: 'idle',
      details: null,
    });
  });
});

describe('the payout texts', () => {
  it('shows only the country code and the last four characters of the IBAN', () => {
    expect(maskIban('TR330006100519786457841326')).toBe('TR•• •••• •••• •••• •••• ••13 26');
    expect(maskIban('tr33 0006 1005 1978 6457 8413 26')).toBe('TR•• •••• •••• •••• •••• ••13 26');
  });

  it('names the message of each error: required, a field’s own, or the general one', () => {
    expect(payoutErrorKey('iban', undefined)).toBeUndefined();
    expect(payoutErrorKey('address', 'required')).toBe('account.payout.errors.required');
    expect(payoutErrorKey('identityNumber', 'invalid')).toBe(
      'account.payout.errors.identityNumberInvalid',
    );
    expect(payoutErrorKey('gsmNumber', 'invalid')).toBe('account.validation.phoneInvalid');
    expect(payoutErrorKey('name', 'invalid')).toBe('account.payout.errors.invalid');
    expect(payoutErrorKey('kind', 'required')).toBe('account.payout.errors.kindInvalid');
  });
});
