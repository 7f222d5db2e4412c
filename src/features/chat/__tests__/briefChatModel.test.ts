import { describe, expect, it } from 'vitest';
import {
  bidderOfChatId,
  briefChatFromData,
  briefChatKeyOf,
  briefChatPathOf,
  isBriefChatKey,
} from '@/lib/collections/briefChats';
import { draftFor, type DraftSource } from '../model/briefChatDraft';
import { linkedBriefChat } from '../model/chatLinks';
import {
  canWrite,
  filterOf,
  GENERAL_TYPING_FRESH_MS,
  isBlocked,
  TYPING_FRESH_MS,
  typingFreshMs,
} from '../model/chatModel';
import { makeConversation as conversation } from './chatFixtures';

const source: DraftSource = {
  briefId: 'b1',
  title: 'Kış koleksiyonu',
  ownerId: 'owner',
  ownerName: 'Nova Market',
  bidderIds: ['inf', 'inf2'],
  bidderNames: { inf: 'Ayşe Kaya' },
};

const chat = (overrides: Record<string, unknown> = {}) =>
  briefChatFromData('b1_inf', {
    briefId: 'b1',
    briefTitle: 'Kış koleksiyonu',
    userIds: ['owner', 'inf'],
    bidderIds: ['inf'],
    users: [
      { id: 'owner', name: 'Nova Market' },
      { id: 'inf', name: 'Ayşe Kaya' },
    ],
    unreadCounts: { owner: 0, inf: 2 },
    lastMessageObject: { sender: 'Nova Market', message: 'Merhaba', uid: 'owner', timestamp: 5 },
    timestamp: 4,
    ...overrides,
  });

describe('brief chat keys', () => {
  it('names the chat and its messages with one path that no project id can equal', () => {
    const key = briefChatKeyOf('b1', 'inf');
    expect(key).toBe('Messages/b1_inf/b1');
    expect(isBriefChatKey(key)).toBe(true);
    expect(isBriefChatKey('a_b')).toBe(false);
    expect(briefChatPathOf(key)).toBe('Messages/b1_inf');
    expect(bidderOfChatId('brief_with_underscores_inf')).toBe('inf');
  });
});

describe('briefChatFromData', () => {
  it('reads a stored chat in the chat screens’ shape', () => {
    const c = chat();
    expect(c).toMatchObject({
      kind: 'brief',
      conversationId: 'Messages/b1_inf/b1',
      ownerId: 'owner',
      bidderId: 'inf',
      participants: ['owner', 'inf'],
      lastMessage: 'Merhaba',
      lastMessageTime: 5,
      activeProjects: [{ briefId: 'b1', briefTitle: 'Kış koleksiyonu' }],
    });
    expect(filterOf(c)).toBe('briefs');
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });

  it('a blocked bidder cannot write; the owner still can', () => {
    const blocked = chat({ bidderIds: [] });
    expect(isBlocked(blocked)).toBe(true);
    expect(canWrite(blocked, 'inf')).toBe(false);
    expect(canWrite(blocked, 'owner')).toBe(true);
    expect(canWrite(chat(), 'inf')).toBe(true);
  });
});

describe('typing freshness', () => {
  it('is 3 s in project and brief chats, 30 s in general chat (no project)', () => {
    expect(typingFreshMs(chat())).toBe(TYPING_FRESH_MS);
    expect(typingFreshMs(conversation())).toBe(TYPING_FRESH_MS);
    expect(typingFreshMs(conversation({ activeProjects: [], archivedProjects: [] }))).toBe(
      GENERAL_TYPING_FRESH_MS,
    );
  });
});

describe('draftFor', () => {
  it('lets a bidder start her chat with the owner', () => {
    expect(draftFor(source, 'inf2', { uid: 'inf2', name: 'Deniz' })).toEqual({
      briefId: 'b1',
      briefTitle: 'Kış koleksiyonu',
      owner: { id: 'owner', name: 'Nova Market' },
      bidder: { id: 'inf2', name: 'Deniz' },
    });
  });

  it('lets the owner start one with a bidder, named as her offer stored it', () => {
    expect(draftFor(source, 'inf', { uid: 'owner', name: 'Nova' })).toMatchObject({
      owner: { id: 'owner', name: 'Nova' },
      bidder: { id: 'inf', name: 'Ayşe Kaya' },
    });
  });

  it('refuses others and non-bidders; the owner without a bidder picks one', () => {
    expect(draftFor(source, 'owner', { uid: 'owner', name: 'Nova' })).toBe('owner');
    expect(draftFor(source, 'stranger', { uid: 'stranger', name: 'X' })).toBe('notAllowed');
    expect(draftFor(source, 'inf', { uid: 'inf2', name: 'X' })).toBe('notAllowed');
    expect(draftFor(source, 'stranger', { uid: 'owner', name: 'Nova' })).toBe('notAllowed');
  });
});

describe('linkedBriefChat', () => {
  const link = (query: string, uid = 'inf') => linkedBriefChat(new URLSearchParams(query), uid);
  it('reads ?c=, ?briefId= (a bidder’s own) and ?briefId=&with= (the owner’s)', () => {
    expect(link('c=Messages/b1_inf/b1')).toEqual({
      key: 'Messages/b1_inf/b1',
      briefId: 'b1',
      bidderId: 'inf',
    });
    expect(link('briefId=b1')).toEqual({
      key: 'Messages/b1_inf/b1',
      briefId: 'b1',
      bidderId: 'inf',
    });
    expect(link('briefId=b1&with=inf2', 'owner')?.key).toBe('Messages/b1_inf2/b1');
    expect(link('c=a_b')).toBeNull();
    expect(link('')).toBeNull();
  });
});
