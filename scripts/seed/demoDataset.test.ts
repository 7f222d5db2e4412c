import { describe, expect, it } from 'vitest';
import { demoAccount, demoAccounts } from './accounts';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';

const dataset = buildDemoDataset();
const docs = demoDatasetDocs(dataset);
const docAt = (path: string) => docs.find((d) => d.path === path)?.data;

function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
  }
  return [];
}

describe('buildDemoDataset', () => {
  it('never stores a password in Firestore', () => {
    const keys = keysDeep(docs.map((d) => d.data));
    expect(keys.filter((k) => /password/i.test(k))).toEqual([]);
  });

  it('writes each document path once', () => {
    expect(new Set(docs.map((d) => d.path)).size).toBe(docs.length);
  });

  it('gives every demo account a Users document with its type and approval', () => {
    for (const account of demoAccounts) {
      const user = docAt(`Users/${account.uid}`);
      expect(user?.type).toBe(account.type);
      expect(user?.isApproved).toBe(account.isApproved);
      expect(user?.emailVerified).toBe(true);
      expect(account.email).toMatch(/@demo\.test$/);
    }
  });

  it('sets notificationCount to the unread notifications of each user', () => {
    for (const account of demoAccounts) {
      const unread = docs.filter(
        (d) => d.path.startsWith(`Users/${account.uid}/Notifications/`) && d.data.isRead === false,
      );
      expect(docAt(`Users/${account.uid}`)?.notificationCount, account.role).toBe(unread.length);
    }
    expect(docAt(`Users/${demoAccount('admin').uid}`)?.notificationCount).toBeGreaterThan(0);
  });

  it('gives the approved influencer a photo and the pending one none', () => {
    const approved = docAt(`Influencers/${demoAccount('influencer').uid}`) as {
      generalInfo: { profilePhotoUrl: string };
      isApproved: boolean;
    };
    const pending = docAt(`Influencers/${demoAccount('pendingInfluencer').uid}`) as {
      generalInfo: { profilePhotoUrl: string };
      isApproved: boolean;
    };
    expect(approved.isApproved).toBe(true);
    expect(approved.generalInfo.profilePhotoUrl).toMatch(/^\/demo\/avatars\/.+\.svg$/);
    expect(pending.isApproved).toBe(false);
    expect(pending.generalInfo.profilePhotoUrl).toBe('');
  });

  it('keys the project chat by the sorted uid pair and lists the accepted brief', () => {
    const conversationId = [demoAccount('brand').uid, demoAccount('influencer').uid]
      .sort()
      .join('_');
    const conversation = docAt(`project-conversations/${conversationId}`) as {
      activeProjects: { briefId: string }[];
    };
    expect(conversation.activeProjects.map((p) => p.briefId)).toEqual([
      dataset.scenario.acceptedBriefId,
    ]);
    expect(
      docs.filter((d) => d.path.startsWith(`project-conversations/${conversationId}/messages/`))
        .length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('opens the support thread with an automatic greeting', () => {
    const uid = demoAccount('pendingInfluencer').uid;
    const messages = docs
      .filter((d) => d.path.startsWith(`Support/${uid}/messages/`))
      .map((d) => d.data);
    expect(messages[0]?.isAutomatic).toBe(true);
    expect(messages.some((m) => m.isFromUser === true)).toBe(true);
  });

  it('has a bidders document for every brief the influencer bid on', () => {
    const uid = demoAccount('influencer').uid;
    const bidOn = dataset.briefs
      .filter((b) => b.bidderIds.includes(uid))
      .map((b) => b.id)
      .sort();
    const withHerBid = dataset.biddersDocs
      .filter((d) => d.bidders.some((b) => b.bidderId === uid))
      .map((d) => d.id)
      .sort();
    expect(withHerBid).toEqual(bidOn);
  });

  it('gives every bid its sealed copy: the entry as sent, without the acceptance mark', () => {
    const copies = demoDatasetDocs(dataset).filter((d) => /^bidders\/[^/]+\/offers\//.test(d.path));
    const bids = dataset.biddersDocs.flatMap((d) => d.bidders.map((b) => ({ briefId: d.id, b })));
    expect(copies).toHaveLength(bids.length);
    for (const { briefId, b } of bids) {
      const copy = copies.find((c) => c.path === `bidders/${briefId}/offers/${b.bidderId}`);
      const { selectedUserId, ...sent } = b;
      const expected = selectedUserId === b.bidderId ? sent : b;
      expect(copy?.data, `${briefId}/${b.bidderId}`).toMatchObject({ briefId, bid: expected });
      expect((copy?.data as { bid: object }).bid).toEqual(expected);
    }
  });

  it('has one bidders document per brief with offers, listing exactly its bidderIds', () => {
    const withOffers = dataset.briefs.filter((b) => b.bidderIds.length > 0);
    expect(dataset.biddersDocs.map((d) => d.id).sort()).toEqual(withOffers.map((b) => b.id).sort());
    for (const brief of withOffers) {
      const doc = dataset.biddersDocs.find((d) => d.id === brief.id);
      expect(doc?.bidders.map((b) => b.bidderId).sort(), brief.id).toEqual(
        [...brief.bidderIds].sort(),
      );
      expect(doc?.title).toBe(brief.title);
      expect(doc?.briefOwnerUserId).toBe(brief.briefOwnerUserId);
      for (const bid of doc?.bidders ?? []) {
        // Accepted bids are marked selected, as the app's "Kabul Et" does.
        expect(bid.selectedUserId === bid.bidderId, `${brief.id} ${bid.bidderId}`).toBe(
          brief.acceptedUsers.includes(bid.bidderId),
        );
        if (brief.paymentType === 'product') expect(bid.price).toBe(0);
      }
    }
  });

  it('keeps completedUsers within acceptedUsers within bidderIds, on approved briefs only', () => {
    for (const brief of dataset.briefs) {
      for (const uid of brief.completedUsers) expect(brief.acceptedUsers, brief.id).toContain(uid);
      for (const uid of brief.acceptedUsers) expect(brief.bidderIds, brief.id).toContain(uid);
      if (brief.completedUsers.length > 0) expect(brief.isCompleted, brief.id).toBe(true);
      if (brief.acceptedUsers.length > 0) expect(brief.isVerified, brief.id).toBe(true);
    }
  });

  it('builds the same documents on every run (a re-run overwrites, never adds)', () => {
    expect(JSON.stringify(demoDatasetDocs(buildDemoDataset()))).toBe(JSON.stringify(docs));
  });
});
