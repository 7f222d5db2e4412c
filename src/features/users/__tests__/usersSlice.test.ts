import { describe, expect, it } from 'vitest';
import type { DeliveryLogRecord } from '@/lib/collections/deliveryLog';
import type { UserDoc } from '@/lib/collections/users';
import type { UsersCursor } from '../api/usersQuery';
import { usersListClosed, usersListKey, usersSlice, type UsersListSpec } from '../usersSlice';
import { loadDeliveryLog, moreUsers, openUsersList, runUserAction } from '../usersThunks';

const reducer = usersSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });

const all: UsersListSpec = { type: 'all', approval: 'all', namePrefix: '' };
const brands: UsersListSpec = { type: 'brand', approval: 'pending', namePrefix: '' };
const cursor: UsersCursor = {
  by: 'createdAt',
  createdAt: { seconds: 100, nanoseconds: 5 },
  uid: 'u2',
};

const user = (uid: string, patch: Partial<UserDoc> = {}): UserDoc => ({
  uid,
  type: 'brand',
  name: uid,
  isApproved: false,
  createdAt: 1_700_000_000_000,
  ...patch,
});

function opened(spec: UsersListSpec, items: UserDoc[], next: UsersCursor | null = null) {
  return (state = initial()) => {
    state = reducer(state, openUsersList.pending('open', spec));
    return reducer(state, openUsersList.fulfilled({ items, cursor: next }, 'open', spec));
  };
}

describe('users slice', () => {
  it('opens a list, appends the next page once per user and keeps plain values', () => {
    const loading = reducer(initial(), openUsersList.pending('open', all));
    expect(loading.lists[usersListKey(all)]).toMatchObject({ status: 'loading', ids: [] });
    let state = opened(all, [user('u1'), user('u2')], cursor)();
    expect(state.lists[usersListKey(all)]).toMatchObject({ status: 'ready', cursor });
    const arg = { spec: all, requestId: 'open', cursor };
    state = reducer(state, moreUsers.pending('more', arg));
    expect(state.lists[usersListKey(all)]?.more).toBe('loading');
    state = reducer(
      state,
      moreUsers.fulfilled({ items: [user('u2'), user('u3')], cursor: null }, 'more', arg),
    );
    expect(state.lists[usersListKey(all)]).toMatchObject({
      ids: ['u1', 'u2', 'u3'],
      cursor: null,
      more: 'idle',
    });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('drops the answer of a list closed meanwhile, and prunes what no list shows', () => {
    let state = reducer(initial(), openUsersList.pending('old', all));
    state = reducer(state, usersListClosed(usersListKey(all)));
    state = opened(brands, [user('u1')])(state);
    state = reducer(
      state,
      openUsersList.fulfilled({ items: [user('u9')], cursor: null }, 'old', all),
    );
    expect(state.lists[usersListKey(all)]).toBeUndefined();
    expect(state.ids).toEqual(['u1']);
    state = reducer(state, usersListClosed(usersListKey(brands)));
    expect(state.ids).toEqual([]);
  });

  it('marks the row busy, then keeps the written document', () => {
    let state = opened(all, [user('u1')])();
    const arg = { uid: 'u1', name: 'u1', action: 'approve' as const };
    state = reducer(state, runUserAction.pending('a', arg));
    expect(state.busy).toEqual({ u1: 'approve' });
    state = reducer(state, runUserAction.fulfilled(user('u1', { isApproved: true }), 'a', arg));
    expect(state.busy).toEqual({});
    expect(state.entities.u1?.isApproved).toBe(true);
  });

  it('a deleted user, or one found gone, leaves every list', () => {
    let state = opened(all, [user('u1'), user('u2')])();
    state = opened(brands, [user('u1')])(state);
    const remove = { uid: 'u1', name: 'u1', action: 'delete' as const };
    state = reducer(state, runUserAction.fulfilled(null, 'd', remove));
    expect(state.lists[usersListKey(all)]?.ids).toEqual(['u2']);
    expect(state.lists[usersListKey(brands)]?.ids).toEqual([]);
    expect(state.entities.u1).toBeUndefined();
    const approve = { uid: 'u2', name: 'u2', action: 'approve' as const };
    state = reducer(state, runUserAction.pending('a', approve));
    state = reducer(
      state,
      runUserAction.rejected(null, 'a', approve, 'users.errors.notFound', {
        gone: true,
        fresh: null,
      }),
    );
    expect(state.busy).toEqual({});
    expect(state.lists[usersListKey(all)]?.ids).toEqual([]);
  });

  it('a refused business grant shows the user as they are now; other failures change nothing', () => {
    let state = opened(all, [user('u1', { isApproved: true })])();
    const grant = { uid: 'u1', name: 'u1', action: 'grantBusiness' as const };
    state = reducer(
      state,
      runUserAction.rejected(null, 'g', grant, 'users.errors.businessNotAllowed', {
        gone: false,
        fresh: user('u1', { isApproved: true, subscriptionType: 'pro' }),
      }),
    );
    expect(state.entities.u1?.subscriptionType).toBe('pro');
    const before = state;
    state = reducer(
      state,
      runUserAction.rejected(null, 'g2', grant, 'users.errors.permissionDenied', {
        gone: false,
        fresh: null,
      }),
    );
    expect(state).toEqual(before);
  });

  describe('delivery logs', () => {
    const entry = (key: string): DeliveryLogRecord => ({
      id: `${key}-email`,
      key,
      channel: 'email',
      event: 'newOffer',
      status: 'sent',
      reason: '',
      attempts: 1,
      subject: 'Yeni teklif',
      to: 'u1@demo.test',
      path: '/app/briefDetail?briefId=b1',
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
      sentAt: 1_700_000_000_000,
      nextAttemptAt: null,
    });
    const loaded = (entries: DeliveryLogRecord[], state = initial()) => {
      state = reducer(state, loadDeliveryLog.pending('l', 'u1'));
      return reducer(state, loadDeliveryLog.fulfilled(entries, 'l', 'u1'));
    };

    it('start empty and load per user', () => {
      expect(initial().deliveryLogs).toEqual({});
      const loading = reducer(initial(), loadDeliveryLog.pending('l', 'u1'));
      expect(loading.deliveryLogs).toEqual({ u1: { status: 'loading', entries: [] } });
      const state = loaded([entry('a'), entry('b')]);
      expect(state.deliveryLogs.u1).toEqual({ status: 'ready', entries: [entry('a'), entry('b')] });
      expect(state.deliveryLogs.u2).toBeUndefined();
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    });

    it('keep the entries on screen while they are read again, then replace them', () => {
      let state = loaded([entry('a')]);
      state = reducer(state, loadDeliveryLog.pending('again', 'u1'));
      expect(state.deliveryLogs.u1).toEqual({ status: 'loading', entries: [entry('a')] });
      state = reducer(state, loadDeliveryLog.fulfilled([entry('b'), entry('a')], 'again', 'u1'));
      expect(state.deliveryLogs.u1?.entries.map((item) => item.key)).toEqual(['b', 'a']);
    });

    it('show a failure without the entries that may be stale', () => {
      let state = loaded([entry('a')]);
      state = reducer(state, loadDeliveryLog.pending('again', 'u1'));
      state = reducer(
        state,
        loadDeliveryLog.rejected(null, 'again', 'u1', 'users.errors.deliveryLogFailed'),
      );
      expect(state.deliveryLogs.u1).toEqual({ status: 'error', entries: [] });
    });

    it('go with a deleted user, and a late answer does not bring them back', () => {
      let state = opened(all, [user('u1')])();
      state = reducer(state, loadDeliveryLog.pending('l', 'u1'));
      const remove = { uid: 'u1', name: 'u1', action: 'delete' as const };
      state = reducer(state, runUserAction.fulfilled(null, 'd', remove));
      expect(state.deliveryLogs).toEqual({});
      state = reducer(state, loadDeliveryLog.fulfilled([entry('a')], 'l', 'u1'));
      state = reducer(state, loadDeliveryLog.rejected(null, 'l', 'u1', 'x'));
      expect(state.deliveryLogs).toEqual({});
    });
  });
});
