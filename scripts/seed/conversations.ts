// The brand-influencer project chat and the pending influencer's support thread (spec section 3).
// Message ids are fixed so a re-run overwrites the same messages instead of adding more.
import { demoAccount, type DemoAccount } from './accounts';
import type { DemoScenario, SeedBrief } from './briefs';
import { PENDING_INFLUENCER_VERIFICATION_CODE } from './profiles';
import type { SeedDoc } from './seedDoc';
import { HOUR_MS, MINUTE_MS, SEED_ANCHOR_MS } from './seedClock';

/** Project conversations are keyed by the two uids, sorted and joined (design.md section 8). */
export function projectConversationId(uidA: string, uidB: string): string {
  return [uidA, uidB].sort().join('_');
}

function messageId(n: number): string {
  return `demo-message-${String(n).padStart(3, '0')}`;
}

function displayName(account: DemoAccount): string {
  return account.brandName || `${account.name} ${account.surname}`;
}

export function buildProjectConversation(
  briefs: readonly SeedBrief[],
  scenario: DemoScenario,
): SeedDoc[] {
  const brand = demoAccount('brand');
  const influencer = demoAccount('influencer');
  const brief = briefs.find((b) => b.id === scenario.acceptedBriefId);
  if (!brief) throw new Error(`accepted brief ${scenario.acceptedBriefId} is missing`);
  const conversationId = projectConversationId(brand.uid, influencer.uid);
  const acceptedAt = brief.timestamp.getTime() + 6 * HOUR_MS;

  const script: { from: DemoAccount; text: string }[] = [
    {
      from: brand,
      text: `Merhaba ${influencer.name}, "${brief.title}" projesi için teklifini kabul ettik. Detayları buradan konuşabiliriz.`,
    },
    {
      from: influencer,
      text: 'Çok teşekkürler! İçerik takvimini ve marka yönergelerini paylaşabilir misiniz?',
    },
    {
      from: brand,
      text: 'Tabii. İlk paylaşımı önümüzdeki hafta bekliyoruz; yönergeleri e-posta ile de gönderdik.',
    },
    { from: influencer, text: 'Harika, taslak içeriği iki gün içinde onayınıza sunacağım.' },
  ];
  const lastIndex = script.length - 1;
  const messages: SeedDoc[] = script.map((line, i) => {
    const timestamp = new Date(acceptedAt + (i + 1) * 40 * MINUTE_MS);
    // The brand has not opened the last message yet: it shows as one unread for them.
    const isRead = i < lastIndex;
    return {
      path: `project-conversations/${conversationId}/messages/${messageId(i + 1)}`,
      data: {
        text: line.text,
        senderId: line.from.uid,
        timestamp,
        isRead,
        ...(isRead ? { readAt: new Date(timestamp.getTime() + 10 * MINUTE_MS) } : {}),
        briefId: brief.id,
        briefTitle: brief.title,
      },
    };
  });
  const last = messages[lastIndex].data;

  return [
    {
      path: `project-conversations/${conversationId}`,
      data: {
        conversationId,
        participants: [brand.uid, influencer.uid].sort(),
        users: [
          { id: brand.uid, name: displayName(brand) },
          { id: influencer.uid, name: displayName(influencer) },
        ],
        activeProjects: [
          {
            briefId: brief.id,
            briefTitle: brief.title,
            isActive: true,
            addedAt: new Date(acceptedAt),
          },
        ],
        archivedProjects: [],
        lastMessage: last.text,
        lastMessageTime: last.timestamp,
        unreadCounts: { [brand.uid]: 1, [influencer.uid]: 0 },
        typing: {},
        createdAt: new Date(acceptedAt),
        isActive: true,
        isCompleted: false,
        type: 'active',
      },
    },
    ...messages,
  ];
}

export const SUPPORT_GREETING =
  'Merhaba! Destek ekibimize hoş geldiniz. Size nasıl yardımcı olabiliriz? Mesajınıza en kısa sürede dönüş yapacağız.';

export function buildSupportThread(): SeedDoc[] {
  const user = demoAccount('pendingInfluencer');
  const openedAt = SEED_ANCHOR_MS - 26 * HOUR_MS;
  const greetingAt = new Date(openedAt);
  const userMessageAt = new Date(openedAt + 2 * MINUTE_MS);
  const userText = `Merhaba, hesabımın onaylanmasını rica ediyorum. Doğrulama kodum: ${PENDING_INFLUENCER_VERIFICATION_CODE}`;
  const base = `Support/${user.uid}`;
  return [
    {
      path: base,
      data: {
        userInfo: {
          name: `${user.name} ${user.surname}`,
          email: user.email,
          type: user.type,
          profileImage: user.profileImage,
          role: 2, // numeric Influencer role of spec section 6
          uid: user.uid,
        },
        lastMessage: { text: userText, timestamp: userMessageAt, isFromUser: true },
        lastMessageTime: userMessageAt,
        lastMessageTimestamp: userMessageAt,
        unreadCount: 0,
        // The admin has not read the user's message yet, so the inbox shows it as waiting.
        unreadCountForAdmin: 1,
        createdAt: greetingAt,
        isActive: true,
        isArchived: false,
        typing: {},
        verificationCode: PENDING_INFLUENCER_VERIFICATION_CODE,
      },
    },
    {
      path: `${base}/messages/${messageId(1)}`,
      data: {
        text: SUPPORT_GREETING,
        isFromUser: false,
        timestamp: greetingAt,
        isAutomatic: true,
        isRead: true,
        readAt: new Date(greetingAt.getTime() + MINUTE_MS),
      },
    },
    {
      path: `${base}/messages/${messageId(2)}`,
      data: {
        text: userText,
        isFromUser: true,
        timestamp: userMessageAt,
        isAutomatic: false,
        isRead: false,
      },
    },
  ];
}
