// A few notifications of each kind of spec section 7, plus the unread counts the Users documents
// must carry so the bell badge agrees with the list.
import { demoAccount } from './accounts';
import type { SeedBiddersDoc } from './bidders';
import { briefState, type DemoScenario, type SeedBrief } from './briefs';
import type { SeedDoc } from './seedDoc';
import { HOUR_MS } from './seedClock';

export type NotificationType = 'newProject' | 'projectAccepted' | 'earningsAdded';

export type SeedNotification = {
  recipientUid: string;
  id: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  image: string;
  timestamp: Date;
  path: string;
  emailData: Record<string, string>;
};

const briefPath = (briefId: string) => `/app/briefDetail?briefId=${briefId}`;

export function generateNotifications(
  briefs: readonly SeedBrief[],
  scenario: DemoScenario,
  biddersDocs: readonly SeedBiddersDoc[],
): SeedNotification[] {
  const admin = demoAccount('admin');
  const influencer = demoAccount('influencer');
  const byId = new Map(briefs.map((b) => [b.id, b]));
  const need = (id: string) => {
    const brief = byId.get(id);
    if (!brief) throw new Error(`scenario names a missing brief: ${id}`);
    return brief;
  };
  const out: SeedNotification[] = [];

  // The admin hears about the newest briefs waiting for approval; the oldest one is already read.
  const pending = briefs.filter((b) => briefState(b) === 'pending').slice(0, 3);
  pending.forEach((brief, i) => {
    out.push({
      recipientUid: admin.uid,
      id: `demo-notification-admin-${i + 1}`,
      type: 'newProject',
      message: `${brief.briefSenderName} yeni bir proje oluşturdu: "${brief.title}". Onayınızı bekliyor.`,
      isRead: i === pending.length - 1,
      image: brief.briefSenderImageUrl,
      timestamp: new Date(brief.timestamp.getTime() + 5 * 60_000),
      path: briefPath(brief.id),
      emailData: {
        to: admin.email,
        name: admin.name,
        subject: 'Yeni proje onay bekliyor',
        briefId: brief.id,
        briefTitle: brief.title,
      },
    });
  });

  const accepted = need(scenario.acceptedBriefId);
  out.push({
    recipientUid: influencer.uid,
    id: 'demo-notification-influencer-1',
    type: 'projectAccepted',
    message: `Tebrikler! ${accepted.briefSenderName}, "${accepted.title}" projesi için teklifinizi kabul etti.`,
    isRead: false,
    image: accepted.briefSenderImageUrl,
    timestamp: new Date(accepted.timestamp.getTime() + 6 * HOUR_MS),
    path: briefPath(accepted.id),
    emailData: {
      to: influencer.email,
      name: influencer.name,
      subject: 'Teklifiniz kabul edildi',
      briefId: accepted.id,
      briefTitle: accepted.title,
    },
  });

  const completed = need(scenario.completedBriefId);
  const completedBid = biddersDocs
    .find((d) => d.id === completed.id)
    ?.bidders.find((b) => b.bidderId === influencer.uid);
  const earnings = String(completedBid?.influencerEarnings ?? 0);
  out.push({
    recipientUid: influencer.uid,
    id: 'demo-notification-influencer-2',
    type: 'earningsAdded',
    message: `"${completed.title}" projesi tamamlandı, hakedişiniz hesabınıza eklendi.`,
    isRead: true,
    image: completed.briefSenderImageUrl,
    timestamp: completed.completedAt ?? completed.timestamp,
    path: '/app/myEarnings',
    emailData: {
      to: influencer.email,
      name: influencer.name,
      subject: 'Hakedişiniz eklendi',
      briefId: completed.id,
      briefTitle: completed.title,
      amount: earnings,
    },
  });
  return out;
}

export function unreadCountsByRecipient(
  notifications: readonly SeedNotification[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const n of notifications)
    if (!n.isRead) counts[n.recipientUid] = (counts[n.recipientUid] ?? 0) + 1;
  return counts;
}

export function notificationDocs(notifications: readonly SeedNotification[]): SeedDoc[] {
  return notifications.map(({ recipientUid, ...data }) => ({
    path: `Users/${recipientUid}/Notifications/${data.id}`,
    data,
  }));
}
