import { describe, expect, it } from 'vitest';
import type { NotificationDoc } from '@/lib/collections/notifications';
import {
  notificationsFailed,
  notificationsReceived,
  notificationsReleased,
  notificationsSlice,
  notificationsWatched,
  type NotificationsState,
} from '../notificationsSlice';

const { reducer } = notificationsSlice;
const { selectNotificationsOf, selectNotificationsStatus } = notificationsSlice.selectors;
const wrap = (notifications: NotificationsState) => ({ notifications });

const note = (id: string, timestamp: number | null, isRead = false): NotificationDoc => ({
  id,
  type: 'newProject',
  message: `Bildirim ${id}`,
  isRead,
  image: '',
  timestamp,
  path: '/app/projects',
  emailData: {},
});

const idle = () => reducer(undefined, { type: 'init' });
const watching = (uid: string) => reducer(idle(), notificationsWatched(uid));
const ids = (state: NotificationsState, uid: string) =>
  selectNotificationsOf(wrap(state), uid).map((n) => n.id);

describe('notificationsSlice', () => {
  it('starts idle and empty', () => {
    const state = idle();
    expect(state).toEqual({ ids: [], entities: {}, uid: null, status: 'idle' });
    expect(selectNotificationsStatus(wrap(state), 'u1')).toBe('idle');
    expect(selectNotificationsOf(wrap(state), null)).toEqual([]);
  });

  it('loads for the watched user and keeps them newest first, a pending time first of all', () => {
    let state = watching('u1');
    expect(selectNotificationsStatus(wrap(state), 'u1')).toBe('loading');
    state = reducer(
      state,
      notificationsReceived({
        uid: 'u1',
        items: [note('a', 1000), note('c', 3000), note('pending', null), note('b', 3000)],
      }),
    );
    expect(selectNotificationsStatus(wrap(state), 'u1')).toBe('ready');
    expect(ids(state, 'u1')).toEqual(['pending', 'c', 'b', 'a']);
    // Plain values only: the state survives a round trip through JSON.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('a new snapshot replaces the list: read flags change, dropped ones go', () => {
    let state = reducer(
      watching('u1'),
      notificationsReceived({ uid: 'u1', items: [note('a', 1), note('b', 2)] }),
    );
    state = reducer(
      state,
      notificationsReceived({ uid: 'u1', items: [note('b', 2, true), note('c', 3)] }),
    );
    expect(ids(state, 'u1')).toEqual(['c', 'b']);
    expect(state.entities.b!.isRead).toBe(true);
  });

  it('never shows one user’s list for another, and drops late snapshots of an earlier user', () => {
    let state = reducer(
      watching('u1'),
      notificationsReceived({ uid: 'u1', items: [note('a', 1)] }),
    );
    expect(ids(state, 'u2')).toEqual([]);
    expect(selectNotificationsStatus(wrap(state), 'u2')).toBe('idle');
    state = reducer(state, notificationsWatched('u2'));
    expect(state.ids).toEqual([]);
    state = reducer(state, notificationsReceived({ uid: 'u1', items: [note('late', 9)] }));
    expect(state.ids).toEqual([]);
    expect(selectNotificationsStatus(wrap(state), 'u2')).toBe('loading');
  });

  it('a failure marks the watched user’s list only', () => {
    let state = reducer(watching('u1'), notificationsFailed('u2'));
    expect(state.status).toBe('loading');
    state = reducer(state, notificationsFailed('u1'));
    expect(selectNotificationsStatus(wrap(state), 'u1')).toBe('error');
  });

  it('release clears the list, but not a newer user’s', () => {
    const loaded = reducer(
      watching('u1'),
      notificationsReceived({ uid: 'u1', items: [note('a', 1)] }),
    );
    expect(reducer(loaded, notificationsReleased('u1'))).toEqual(idle());
    const switched = reducer(
      reducer(loaded, notificationsWatched('u2')),
      notificationsReceived({ uid: 'u2', items: [note('b', 2)] }),
    );
    expect(reducer(switched, notificationsReleased('u1'))).toBe(switched);
  });
});
