// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';
import * as api from '../api/accountApi';
import { AccountActionError } from '../api/accountErrors';
import {
  deletionFailureCleared,
  selectAccountDeletion,
  selectPasswordChange,
} from '../accountSlice';
import { changeAccountPassword, deleteSignedInAccount } from '../accountThunks';

vi.mock('../api/accountApi', () => ({ changePassword: vi.fn(), deleteOwnAccount: vi.fn() }));

const changePassword = vi.mocked(api.changePassword);
const deleteOwnAccount = vi.mocked(api.deleteOwnAccount);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('the password change', () => {
  it('is busy while it runs, then raises the success toast', async () => {
    changePassword.mockResolvedValue();
    const store = makeStore();
    const running = store.dispatch(changeAccountPassword({ current: 'a', next: 'b' }));
    expect(selectPasswordChange(store.getState())).toEqual({ busy: true, failure: null });
    expect(changeAccountPassword.fulfilled.match(await running)).toBe(true);
    expect(changePassword).toHaveBeenCalledWith('a', 'b');
    expect(selectPasswordChange(store.getState())).toEqual({ busy: false, failure: null });
    expect(store.getState().ui.toasts.map((toast) => toast.message)).toEqual([
      'account.password.changed',
    ]);
  });

  it("keeps Firebase's own text for a code the spec does not list", async () => {
    changePassword.mockRejectedValue(new AccountActionError({ raw: 'Firebase: odd' }));
    const store = makeStore();
    await store.dispatch(changeAccountPassword({ current: 'a', next: 'b' }));
    expect(selectPasswordChange(store.getState())).toEqual({
      busy: false,
      failure: { raw: 'Firebase: odd' },
    });
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('falls back to the generic auth message for any other error', async () => {
    changePassword.mockRejectedValue(new Error('boom'));
    const store = makeStore();
    await store.dispatch(changeAccountPassword({ current: 'a', next: 'b' }));
    expect(selectPasswordChange(store.getState()).failure).toEqual({ key: 'errors.auth.generic' });
  });
});

describe('the account deletion', () => {
  it('marks the self-deletion for the whole call and keeps it on success', async () => {
    let marked: string | null = null;
    deleteOwnAccount.mockImplementation(async () => {
      marked = sessionStorage.getItem('selfDeletion');
    });
    const store = makeStore();
    const result = await store.dispatch(deleteSignedInAccount('u1'));
    expect(deleteSignedInAccount.fulfilled.match(result)).toBe(true);
    expect(marked).toBe('u1');
    expect(sessionStorage.getItem('selfDeletion')).toBe('u1');
  });

  it('clears the mark and holds the message on failure, until the dialog closes', async () => {
    deleteOwnAccount.mockRejectedValue(new AccountActionError({ key: 'account.errors.network' }));
    const store = makeStore();
    await store.dispatch(deleteSignedInAccount('u1'));
    expect(sessionStorage.getItem('selfDeletion')).toBeNull();
    expect(selectAccountDeletion(store.getState())).toEqual({
      busy: false,
      failure: { key: 'account.errors.network' },
    });
    store.dispatch(deletionFailureCleared());
    expect(selectAccountDeletion(store.getState()).failure).toBeNull();
    expect(JSON.parse(JSON.stringify(store.getState().account))).toEqual(store.getState().account);
  });
});
