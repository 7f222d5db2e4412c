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
    expect(dataset.biddersDocs.map((d) => d.id).sort()).toEqual(bidOn);
  });
});
