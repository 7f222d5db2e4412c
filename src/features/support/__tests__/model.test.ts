import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayLabel, withDaySeparators } from '../model/days';
import { DAY_MS, historySize } from '../model/history';
import { inboxRows, isArchivedView } from '../model/inbox';
import { createTypingWriter, isTypingFresh, typingExpiresIn } from '../model/typing';
import { conversation, message } from './fixtures';

const now = Date.UTC(2026, 10, 23, 12);

describe('historySize (spec section 7)', () => {
  const at = (daysAgo: number) => now - daysAgo * DAY_MS;

  it('opens the 100 most recent when the last message is within 7 days, for both sides', () => {
    for (const viewer of ['user', 'admin'] as const) {
      expect(historySize({ viewer, lastMessageTime: at(6.9), createdAt: at(400), now })).toBe(100);
      expect(historySize({ viewer, lastMessageTime: at(7), createdAt: at(3), now })).toBe(100);
    }
  });

  it('gives the admin 200 of an older conversation, and no cap under 30 days', () => {
    expect(historySize({ viewer: 'admin', lastMessageTime: at(8), createdAt: at(30), now })).toBe(
      200,
    );
    expect(historySize({ viewer: 'admin', lastMessageTime: at(8), createdAt: null, now })).toBe(
      200,
    );
    expect(historySize({ viewer: 'admin', lastMessageTime: at(8), createdAt: at(29), now })).toBe(
      null,
    );
  });

  it('gives the user 100 after 7 days, and 50 when nothing is known', () => {
    expect(historySize({ viewer: 'user', lastMessageTime: at(40), createdAt: at(10), now })).toBe(
      100,
    );
    expect(historySize({ viewer: 'user', lastMessageTime: null, createdAt: null, now })).toBe(50);
    expect(historySize({ viewer: 'admin', lastMessageTime: null, createdAt: at(1), now })).toBe(50);
  });
});

describe('typing (spec section 9)', () => {
  it('counts an entry only while it is fresher than 3 s', () => {
    expect(isTypingFresh({ isTyping: true, timestamp: now - 2999 }, now)).toBe(true);
    expect(isTypingFresh({ isTyping: true, timestamp: now - 3000 }, now)).toBe(false);
    expect(isTypingFresh({ isTyping: false, timestamp: now }, now)).toBe(false);
    expect(isTypingFresh({ isTyping: true, timestamp: null }, now)).toBe(false);
    expect(isTypingFresh(undefined, now)).toBe(false);
    expect(typingExpiresIn({ isTyping: true, timestamp: now - 1000 }, now)).toBe(2000);
    expect(typingExpiresIn({ isTyping: true, timestamp: now - 5000 }, now)).toBe(0);
  });

  describe('the writer', () => {
    beforeEach(() => vi.useFakeTimers({ now }));
    afterEach(() => vi.useRealTimers());

    it('writes at once, then at most once per 1000 ms while keys keep coming', () => {
      const write = vi.fn();
      const writer = createTypingWriter(write);
      writer.typed();
      expect(write.mock.calls).toEqual([[true]]);
      for (let i = 0; i < 9; i += 1) {
        vi.advanceTimersByTime(100);
        writer.typed();
      }
      expect(write.mock.calls).toEqual([[true]]);
      vi.advanceTimersByTime(100);
      expect(write.mock.calls).toEqual([[true], [true]]);
    });

    it('clears the entry once on stop and drops a scheduled write', () => {
      const write = vi.fn();
      const writer = createTypingWriter(write);
      writer.stopped();
      expect(write).not.toHaveBeenCalled();
      writer.typed();
      writer.typed();
      writer.stopped();
      writer.stopped();
      vi.advanceTimersByTime(5000);
      expect(write.mock.calls).toEqual([[true], [false]]);
      writer.typed();
      expect(write.mock.calls).toEqual([[true], [false], [true]]);
    });
  });
});

describe('the inbox (spec sections 4 and 5)', () => {
  const a = conversation('a', {
    userInfo: { ...conversation('a').userInfo, name: 'Ayşe Yılmaz' },
    lastMessageTime: 300,
    lastMessageTimestamp: 300,
    unreadCountForAdmin: 2,
  });
  const b = conversation('b', {
    userInfo: { ...conversation('b').userInfo, name: 'İpek Demir' },
    lastMessageTime: 500,
    lastMessageTimestamp: 500,
  });
  const c = conversation('c', {
    userInfo: { ...conversation('c').userInfo, name: 'Can Öz' },
    lastMessageTime: 400,
    isArchived: true,
  });
  const all = [a, b, c];

  it('lists newest first, active or archived, searched by name (Turkish case)', () => {
    const ids = (rows: { uid: string }[]) => rows.map((r) => r.uid);
    expect(ids(inboxRows(all, { filter: 'active', search: '', local: {} }))).toEqual(['b', 'a']);
    expect(ids(inboxRows(all, { filter: 'archived', search: '', local: {} }))).toEqual(['c']);
    expect(ids(inboxRows(all, { filter: 'active', search: 'ipek', local: {} }))).toEqual(['b']);
    expect(ids(inboxRows(all, { filter: 'active', search: ' AYŞE ', local: {} }))).toEqual(['a']);
  });

  it('hides a locally archived conversation until a new message arrives', () => {
    const local = { a: 300 };
    expect(isArchivedView(a, local)).toBe(true);
    expect(inboxRows(all, { filter: 'active', search: '', local }).map((r) => r.uid)).toEqual([
      'b',
    ]);
    const newer = { ...a, lastMessageTimestamp: 301 };
    expect(isArchivedView(newer, local)).toBe(false);
    expect(isArchivedView(c, {})).toBe(true);
  });
});

describe('day separators', () => {
  it('puts a Turkish date before the first message of each day', () => {
    const day1 = new Date(2026, 10, 22, 10).getTime();
    const day2 = new Date(2026, 10, 23, 9).getTime();
    const rows = withDaySeparators(
      [message('1', day1), message('2', day1 + 60_000), message('3', day2)],
      'tr',
    );
    expect(rows.map((r) => (r.kind === 'day' ? r.label : r.key))).toEqual([
      '22 Kasım 2026',
      '1',
      '2',
      '23 Kasım 2026',
      '3',
    ]);
    expect(dayLabel(day2, 'en')).toBe('23 November 2026');
  });
});
