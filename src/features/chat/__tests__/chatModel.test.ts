import { describe, expect, it } from 'vitest';
import { makeConversation, message } from './chatFixtures';
import {
  isArchived,
  matchesFilter,
  oldestFirst,
  otherOf,
  projectFor,
  threadItems,
  totalUnread,
  unreadMessageIds,
} from '../model/chatModel';
import { initialsOf } from '../model/chatTimes';

describe('chat model', () => {
  it('names the other side and counts unread per reader', () => {
    const conversation = makeConversation();
    expect(otherOf(conversation, 'a')).toEqual({ id: 'b', name: 'Ayşe Yılmaz' });
    expect(otherOf(conversation, 'b')).toEqual({ id: 'a', name: 'Nova Market' });
    expect(totalUnread([conversation, makeConversation({ unreadCounts: { b: 3 } })], 'b')).toBe(5);
    expect(totalUnread([conversation], 'a')).toBe(0);
  });

  it('files a conversation without active projects, or closed, under the archive', () => {
    expect(isArchived(makeConversation())).toBe(false);
    expect(isArchived(makeConversation({ type: 'archived' }))).toBe(true);
    expect(isArchived(makeConversation({ isDeleted: true }))).toBe(true);
    expect(matchesFilter(makeConversation({ type: 'archived' }), 'archived')).toBe(true);
    expect(matchesFilter(makeConversation(), 'archived')).toBe(false);
  });

  it('puts a day separator before the first message of each day', () => {
    const day1 = new Date(2026, 10, 20, 10).getTime();
    const day2 = new Date(2026, 10, 21, 9).getTime();
    const items = threadItems(
      [
        message('1', { timestamp: day1 }),
        message('2', { timestamp: day1 + 60_000 }),
        message('3', { timestamp: day2 }),
      ],
      day2,
    );
    expect(items.map((item) => item.kind)).toEqual(['day', 'message', 'message', 'day', 'message']);
  });

  it('orders oldest first with a pending message (no time yet) last', () => {
    const sorted = [
      message('b', { timestamp: null }),
      message('c', { timestamp: 5 }),
      message('a', { timestamp: 5 }),
    ].sort(oldestFirst);
    expect(sorted.map((m) => m.id)).toEqual(['a', 'c', 'b']);
  });

  it('marks only the other side’s unread messages', () => {
    const messages = [
      message('1', { senderId: 'a' }),
      message('2', { senderId: 'b' }),
      message('3', { senderId: 'b', isRead: true }),
    ];
    expect(unreadMessageIds(messages, 'a')).toEqual(['2']);
  });

  it('sends about the chosen project, else the newest active one, else none', () => {
    const conversation = makeConversation({
      activeProjects: [
        { briefId: 'p1', briefTitle: 'Yaz', isActive: true, addedAt: 1 },
        { briefId: 'p2', briefTitle: 'Kış', isActive: true, addedAt: 2 },
      ],
    });
    expect(projectFor(conversation, 'p1')).toEqual({ briefId: 'p1', briefTitle: 'Yaz' });
    expect(projectFor(conversation, null)).toEqual({ briefId: 'p2', briefTitle: 'Kış' });
    expect(projectFor(makeConversation({ activeProjects: [] }), null)).toBeNull();
  });

  it('writes initials in Turkish upper case', () => {
    expect(initialsOf('ilknur işık')).toBe('İİ');
    expect(initialsOf('Nova')).toBe('N');
    expect(initialsOf('  ')).toBe('?');
  });
});
