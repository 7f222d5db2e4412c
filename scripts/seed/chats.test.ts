// Every seeded chat must read as one the app could have written: counters that match the
// messages, summaries that match the newest message, projects that match the seeded briefs.
import { describe, expect, it } from 'vitest';
import supportTexts from '../../src/i18n/locales/parts/support.tr.json';
import { demoAccount, demoAccounts } from './accounts';
import { briefChatId } from './briefChats';
import { briefState, type SeedBrief } from './briefs';
import {
  applyProjectChatPlans,
  displayName,
  extraProjectChatPlans,
  projectConversationId,
} from './conversations';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';
import { generateDemoBriefs } from './briefs';
import type { DocData, SeedDoc } from './seedDoc';
import { SEED_ANCHOR_MS } from './seedClock';
import { SUPPORT_GREETING } from './supportThreads';

const dataset = buildDemoDataset();
const docs = demoDatasetDocs(dataset);
const briefById = new Map(dataset.briefs.map((b) => [b.id, b]));
const brand = demoAccount('brand');
const influencer = demoAccount('influencer');
const admin = demoAccount('admin');

const depth = (doc: SeedDoc) => doc.path.split('/').length;
const time = (value: unknown) => (value as Date).getTime();

/** The chat documents of a collection and each one's messages, oldest first. */
function threads(all: readonly SeedDoc[]): { doc: SeedDoc; messages: SeedDoc[] }[] {
  return all
    .filter((d) => depth(d) === 2)
    .map((doc) => ({
      doc,
      messages: all
        .filter((m) => depth(m) > 2 && m.path.startsWith(`${doc.path}/`))
        .sort((a, b) => time(a.data.timestamp) - time(b.data.timestamp)),
    }));
}

/** The name the app shows for a user: demo logins by displayName, directory people by name. */
function nameOf(uid: string): string {
  const account = demoAccounts.find((a) => a.uid === uid);
  if (account) return displayName(account);
  const user = docs.find((d) => d.path === `Users/${uid}`)?.data;
  if (!user) throw new Error(`no Users document for ${uid}`);
  return `${String(user.name)} ${String(user.surname)}`;
}

function bidOf(briefId: string, uid: string) {
  return dataset.biddersDocs.find((d) => d.id === briefId)?.bidders.find((b) => b.bidderId === uid);
}

/** Messages are in time order in id order, in the past, and read (with readAt) or not. */
function expectTimeline(messages: readonly SeedDoc[]) {
  const ids = messages.map((m) => m.path.split('/').pop());
  expect(ids).toEqual([...ids].sort());
  for (const id of ids) expect(id).toMatch(/^demo-message-\d{3}$/);
  for (const { path, data } of messages) {
    expect(time(data.timestamp), path).toBeLessThanOrEqual(SEED_ANCHOR_MS);
    if (data.isRead === true) {
      expect(time(data.readAt), path).toBeGreaterThanOrEqual(time(data.timestamp));
      expect(time(data.readAt), path).toBeLessThanOrEqual(SEED_ANCHOR_MS);
    } else {
      expect(data.isRead, path).toBe(false);
      expect(data.readAt, path).toBeUndefined();
    }
  }
}

describe('project conversations', () => {
  const conversations = threads(dataset.conversationDocs);

  it('keeps the brand-influencer conversation first and as it was', () => {
    const first = dataset.conversationDocs[0];
    expect(first.path).toBe(
      `project-conversations/${projectConversationId(brand.uid, influencer.uid)}`,
    );
    expect(first.data.unreadCounts).toEqual({ [brand.uid]: 1, [influencer.uid]: 0 });
    expect(first.data.activeProjects).toMatchObject([
      { briefId: dataset.scenario.acceptedBriefId },
    ]);
    const messages = conversations[0].messages;
    expect(messages.map((m) => m.path.split('/').pop())).toEqual([
      'demo-message-001',
      'demo-message-002',
      'demo-message-003',
      'demo-message-004',
    ]);
  });

  it('covers every state: unread for the brand, archived, typing', () => {
    const data = conversations.map((c) => c.doc.data);
    const unreadForBrand = data.filter(
      (d) => d.type === 'active' && (d.unreadCounts as Record<string, number>)[brand.uid] > 0,
    );
    expect(unreadForBrand.length).toBeGreaterThanOrEqual(2);
    expect(data.some((d) => d.type === 'archived')).toBe(true);
    expect(data.some((d) => Object.keys(d.typing as object).length > 0)).toBe(true);
    expect(conversations.length).toBeGreaterThanOrEqual(4);
    for (const { doc, messages } of conversations)
      expect(messages.length, doc.path).toBeGreaterThanOrEqual(4);
  });

  it('keys each conversation by its sorted, joined participants', () => {
    for (const { doc } of conversations) {
      const participants = doc.data.participants as string[];
      expect(participants).toHaveLength(2);
      expect(participants).toEqual([...participants].sort());
      expect(participants[0]).not.toBe(participants[1]);
      const id = projectConversationId(participants[1], participants[0]);
      expect(id).toBe(participants.join('_'));
      expect(doc.path).toBe(`project-conversations/${id}`);
      expect(doc.data.conversationId).toBe(id);
      const users = doc.data.users as { id: string; name: string }[];
      expect(users.map((u) => u.id).sort()).toEqual(participants);
      for (const user of users) expect(user.name, doc.path).toBe(nameOf(user.id));
    }
  });

  it('counts as unread exactly the unread messages from the other side', () => {
    for (const { doc, messages } of conversations) {
      const participants = doc.data.participants as string[];
      expect(Object.keys(doc.data.unreadCounts as object).sort()).toEqual(participants);
      for (const uid of participants) {
        const unread = messages.filter((m) => m.data.senderId !== uid && m.data.isRead === false);
        expect((doc.data.unreadCounts as Record<string, number>)[uid], `${doc.path} ${uid}`).toBe(
          unread.length,
        );
      }
      for (const m of messages) expect(participants).toContain(m.data.senderId);
      expectTimeline(messages);
    }
  });

  it('summarises the newest message', () => {
    for (const { doc, messages } of conversations) {
      const newest = messages[messages.length - 1].data;
      expect(doc.data.lastMessage, doc.path).toBe(newest.text);
      expect(time(doc.data.lastMessageTime), doc.path).toBe(time(newest.timestamp));
      expect(time(doc.data.createdAt)).toBeLessThanOrEqual(time(messages[0].data.timestamp));
    }
  });

  it('lists seeded briefs with their titles, in the list their state calls for', () => {
    for (const { doc, messages } of conversations) {
      const participants = doc.data.participants as string[];
      const active = doc.data.activeProjects as DocData[];
      const archived = doc.data.archivedProjects as DocData[];
      const listed = new Map<string, SeedBrief>();
      for (const [entries, isActive] of [
        [active, true],
        [archived, false],
      ] as const) {
        for (const entry of entries) {
          const brief = briefById.get(String(entry.briefId));
          if (!brief) throw new Error(`${doc.path} lists a missing brief ${String(entry.briefId)}`);
          listed.set(brief.id, brief);
          expect(entry.briefTitle).toBe(brief.title);
          expect(entry.isActive).toBe(isActive);
          expect(briefState(brief)).toBe(isActive ? 'ongoing' : 'completed');
          // The owner is one side; the other was accepted (and completed) on it.
          expect(participants).toContain(brief.briefOwnerUserId);
          const other = participants.find((p) => p !== brief.briefOwnerUserId)!;
          expect(brief.bidderIds, brief.id).toContain(other);
          expect(brief.acceptedUsers, brief.id).toContain(other);
          expect(bidOf(brief.id, other)?.selectedUserId, brief.id).toBe(other);
          if (isActive) {
            expect(entry.completedAt).toBeUndefined();
          } else {
            expect(brief.completedUsers, brief.id).toContain(other);
            expect(time(entry.completedAt)).toBe(time(brief.completedAt));
          }
          expect(time(entry.addedAt)).toBeGreaterThan(time(brief.verifiedAt));
        }
      }
      expect(listed.size).toBe(active.length + archived.length);
      const isArchived = active.length === 0;
      expect(doc.data.type).toBe(isArchived ? 'archived' : 'active');
      expect(doc.data.isActive).toBe(!isArchived);
      expect(doc.data.isCompleted).toBe(isArchived);
      // Every message is about one of the listed briefs, under its title.
      for (const m of messages) {
        const brief = listed.get(String(m.data.briefId));
        expect(brief, m.path).toBeDefined();
        expect(m.data.briefTitle).toBe(brief?.title);
      }
    }
  });

  it('holds typing entries only of participants, stamped at the seed time', () => {
    for (const { doc } of conversations) {
      const typing = doc.data.typing as Record<string, { isTyping: boolean; timestamp: Date }>;
      for (const [uid, entry] of Object.entries(typing)) {
        expect(doc.data.participants).toContain(uid);
        expect(entry.isTyping).toBe(true);
        expect(time(entry.timestamp)).toBe(SEED_ANCHOR_MS);
      }
    }
  });

  it('refuses a plan that does not fit its brief', () => {
    const fresh = generateDemoBriefs().briefs;
    const plans = extraProjectChatPlans(fresh);
    applyProjectChatPlans(fresh, plans);
    // Applying twice would make the partners bid twice.
    expect(() => applyProjectChatPlans(fresh, plans)).toThrow(/already bid/);
    const other = generateDemoBriefs().briefs;
    const [first] = extraProjectChatPlans(other);
    const wrongOwner = {
      ...first,
      owner: { uid: demoAccount('advertisementAgency').uid, name: '' },
    };
    expect(() => applyProjectChatPlans(other, [wrongOwner])).toThrow(/not owned/);
  });
});

describe('the demo influencer', () => {
  it('has nothing unread in any chat (the chat e2e expects her total to reach 0)', () => {
    const chatDocs = [...dataset.conversationDocs, ...dataset.briefChatDocs].filter(
      (d) => depth(d) === 2,
    );
    for (const doc of chatDocs)
      expect((doc.data.unreadCounts as Record<string, number>)[influencer.uid] ?? 0, doc.path).toBe(
        0,
      );
  });
});

describe('brief chat', () => {
  const chats = threads(dataset.briefChatDocs);

  it('is keyed by the brief and a bidder with an open offer on it', () => {
    expect(chats.length).toBeGreaterThanOrEqual(1);
    for (const { doc } of chats) {
      const brief = briefById.get(String(doc.data.briefId));
      if (!brief) throw new Error(`${doc.path} names a missing brief`);
      const [bidder] = doc.data.bidderIds as string[];
      expect(doc.data.bidderIds).toEqual([bidder]);
      expect(doc.path).toBe(`Messages/${briefChatId(brief.id, bidder)}`);
      expect(doc.data.id).toBe(`${brief.id}_${bidder}`);
      expect(doc.data.userIds).toEqual([brief.briefOwnerUserId, bidder]);
      expect(brief.bidderIds).toContain(bidder);
      expect(bidOf(brief.id, bidder)).toBeDefined();
      // Before any acceptance.
      expect(brief.acceptedUsers).not.toContain(bidder);
      expect(briefState(brief)).toBe('ongoing');
      expect(doc.data.briefTitle).toBe(brief.title);
      expect(doc.data.users).toEqual(
        (doc.data.userIds as string[]).map((id) => ({ id, name: nameOf(id) })),
      );
      expect(doc.data.typing).toEqual({});
    }
  });

  it('keeps messages under the brief id, with counters and summary that match them', () => {
    for (const { doc, messages } of chats) {
      const briefId = String(doc.data.briefId);
      const userIds = doc.data.userIds as string[];
      const [owner, bidder] = userIds;
      expect(messages.length).toBeGreaterThanOrEqual(3);
      // The bidder asks, the owner answers.
      expect(messages[0].data.uid).toBe(bidder);
      expect(messages.some((m) => m.data.uid === owner)).toBe(true);
      for (const { path, data } of messages) {
        const segments = path.split('/');
        expect(segments.slice(0, 3)).toEqual(['Messages', doc.path.split('/')[1], briefId]);
        expect(segments).toHaveLength(4);
        expect(data.messageId).toBe(segments[3]);
        expect(data.kind).toBe('text');
        expect(userIds).toContain(data.uid);
        expect(data.name).toBe(nameOf(String(data.uid)));
        const reader = userIds.find((id) => id !== data.uid)!;
        const readBy = data.readBy as Record<string, Date>;
        if (data.isRead === true) {
          expect(Object.keys(readBy)).toEqual([reader]);
          expect(time(readBy[reader])).toBe(time(data.readAt));
        } else {
          expect(readBy).toEqual({});
        }
      }
      expectTimeline(messages);
      const counts = doc.data.unreadCounts as Record<string, number>;
      expect(Object.keys(counts).sort()).toEqual([...userIds].sort());
      for (const uid of userIds)
        expect(counts[uid]).toBe(
          messages.filter((m) => m.data.uid !== uid && m.data.isRead === false).length,
        );
      const newest = messages[messages.length - 1].data;
      const summary = doc.data.lastMessageObject as DocData;
      expect(summary).toEqual({
        sender: newest.name,
        message: newest.message,
        uid: newest.uid,
        imageUrl: newest.imageUrl,
        timestamp: newest.timestamp,
      });
      const sender = demoAccounts.find((a) => a.uid === newest.uid);
      expect(summary.imageUrl).toBe(sender?.profileImage ?? '');
      expect(time(doc.data.timestamp)).toBe(time(newest.timestamp));
    }
  });
});

describe('support conversations', () => {
  const supportThreads = threads(dataset.supportDocs);

  it('greets with the app’s own automatic message', () => {
    expect(SUPPORT_GREETING).toBe(supportTexts.supportDesk.greeting);
    for (const { doc, messages } of supportThreads) {
      expect(messages[0].data, doc.path).toMatchObject({
        text: SUPPORT_GREETING,
        isFromUser: false,
        isAutomatic: true,
      });
      expect(messages.slice(1).every((m) => m.data.isAutomatic === false)).toBe(true);
      expect(messages.some((m) => m.data.isFromUser === true)).toBe(true);
      expectTimeline(messages);
    }
  });

  it('keeps the pending influencer’s thread and adds two users, one archived', () => {
    const byUid = new Map(supportThreads.map((t) => [t.doc.path.split('/')[1], t.doc.data]));
    expect(byUid.get(demoAccount('pendingInfluencer').uid)?.verificationCode).toBeDefined();
    expect(byUid.size).toBeGreaterThanOrEqual(3);
    const archived = [...byUid.values()].filter((d) => d.isArchived === true);
    expect(archived).toHaveLength(1);
    expect([...byUid.values()].filter((d) => d.isArchived === false).length).toBeGreaterThan(1);
  });

  it('has counters, summary and archive fields that match the messages', () => {
    for (const { doc, messages } of supportThreads) {
      const uid = doc.path.split('/')[1];
      const account = demoAccounts.find((a) => a.uid === uid);
      if (!account) throw new Error(`${doc.path} is not a demo login's`);
      expect(doc.data.userInfo).toMatchObject({
        uid,
        email: account.email,
        type: account.type,
        profileImage: account.profileImage,
        name: displayName(account),
      });
      const unreadFrom = (fromUser: boolean) =>
        messages.filter((m) => m.data.isFromUser === fromUser && m.data.isRead === false).length;
      expect(doc.data.unreadCount, doc.path).toBe(unreadFrom(false));
      expect(doc.data.unreadCountForAdmin, doc.path).toBe(unreadFrom(true));
      const newest = messages[messages.length - 1].data;
      expect(doc.data.lastMessage).toEqual({
        text: newest.text,
        timestamp: newest.timestamp,
        isFromUser: newest.isFromUser,
      });
      expect(time(doc.data.lastMessageTime)).toBe(time(newest.timestamp));
      expect(time(doc.data.lastMessageTimestamp)).toBe(time(newest.timestamp));
      expect(time(doc.data.createdAt)).toBe(time(messages[0].data.timestamp));
      expect(doc.data.isActive).toBe(true);
      if (doc.data.isArchived === true) {
        expect(doc.data.archivedBy).toBe(admin.uid);
        expect(time(doc.data.archivedAt)).toBeGreaterThanOrEqual(time(newest.timestamp));
        expect(time(doc.data.archivedAt)).toBeLessThanOrEqual(SEED_ANCHOR_MS);
        // An archived thread has nothing waiting for the admin (a new message un-archives).
        expect(doc.data.unreadCountForAdmin).toBe(0);
      } else {
        expect(doc.data.isArchived).toBe(false);
        expect(doc.data.archivedAt).toBeUndefined();
        expect(doc.data.archivedBy).toBeUndefined();
      }
    }
  });
});

describe('chat documents', () => {
  it('are all under fixed ids that a re-run writes again', () => {
    const chatPaths = (d: ReturnType<typeof buildDemoDataset>) =>
      [...d.conversationDocs, ...d.briefChatDocs, ...d.supportDocs].map((doc) => doc.path);
    expect(chatPaths(buildDemoDataset())).toEqual(chatPaths(dataset));
    expect(new Set(chatPaths(dataset)).size).toBe(chatPaths(dataset).length);
  });
});
