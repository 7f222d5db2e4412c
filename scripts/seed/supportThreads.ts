// Support conversations (spec section 3, `Support/{uid}` with `messages`): the pending
// influencer's verification request, an influencer agency waiting on the admin's answer, and an
// advertisement agency's solved, archived question. Each opens with the app's automatic
// greeting. Fixed ids, times relative to the seed clock.
import supportTexts from '../../src/i18n/locales/parts/support.tr.json';
import { roleFromType } from '../../src/store/roles';
import { demoAccount, type DemoAccount } from './accounts';
import { displayName, messageId } from './conversations';
import { PENDING_INFLUENCER_VERIFICATION_CODE } from './profiles';
import type { SeedDoc } from './seedDoc';
import { DAY_MS, HOUR_MS, MINUTE_MS, SEED_ANCHOR_MS } from './seedClock';

/** The greeting the app posts when a user first opens support (supportDesk.greeting, Turkish). */
export const SUPPORT_GREETING: string = supportTexts.supportDesk.greeting;

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

type SupportLine = {
  from: 'user' | 'admin';
  at: number;
  text: string;
  /** Not yet read by the other side; only the newest lines of one side are. */
  unread?: boolean;
};

type SupportThreadPlan = {
  user: DemoAccount;
  /** When the user first opened support: the greeting's time. */
  openedAt: number;
  lines: SupportLine[];
  /** Archived by the admin at this time, or null. */
  archivedAt: number | null;
};

/** The thread's conversation document and messages, the greeting first. */
function supportThreadDocs(plan: SupportThreadPlan): SeedDoc[] {
  const { user } = plan;
  const admin = demoAccount('admin');
  const lines: SupportLine[] = [
    { from: 'admin', at: plan.openedAt, text: SUPPORT_GREETING },
    ...plan.lines,
  ];
  const base = `Support/${user.uid}`;
  const messages: SeedDoc[] = lines.map((line, i) => {
    const isRead = line.unread !== true;
    const reply = lines.slice(i + 1).find((l) => l.from !== line.from);
    const readAt = new Date(Math.min(line.at + 3 * MINUTE_MS, reply?.at ?? SEED_ANCHOR_MS));
    return {
      path: `${base}/messages/${messageId(i + 1)}`,
      data: {
        text: line.text,
        isFromUser: line.from === 'user',
        timestamp: new Date(line.at),
        isAutomatic: i === 0,
        isRead,
        ...(isRead ? { readAt } : {}),
      },
    };
  });
  const last = lines[lines.length - 1];
  const lastAt = new Date(last.at);
  const unreadFrom = (side: SupportLine['from']) =>
    lines.filter((l) => l.from === side && l.unread === true).length;
  return [
    {
      path: base,
      data: {
        userInfo: {
          name: displayName(user),
          email: user.email,
          type: user.type,
          profileImage: user.profileImage,
          role: roleFromType(user.type),
          uid: user.uid,
        },
        lastMessage: { text: last.text, timestamp: lastAt, isFromUser: last.from === 'user' },
        lastMessageTime: lastAt,
        lastMessageTimestamp: lastAt,
        // The user's count is support's unread messages, the admins' the user's.
        unreadCount: unreadFrom('admin'),
        unreadCountForAdmin: unreadFrom('user'),
        createdAt: new Date(plan.openedAt),
        isActive: true,
        isArchived: plan.archivedAt !== null,
        ...(plan.archivedAt !== null
          ? { archivedAt: new Date(plan.archivedAt), archivedBy: admin.uid }
          : {}),
        typing: {},
      },
    },
    ...messages,
  ];
}

/** The two agencies' threads: one waiting for the user to read the answer, one archived. */
export function buildOtherSupportThreads(): SeedDoc[] {
  const agency = demoAccount('influencerAgency');
  const agencyOpened = SEED_ANCHOR_MS - 2 * DAY_MS + 60 * MINUTE_MS;
  const adAgency = demoAccount('advertisementAgency');
  const adOpened = SEED_ANCHOR_MS - 11 * DAY_MS - 60 * MINUTE_MS;
  return [
    ...supportThreadDocs({
      user: agency,
      openedAt: agencyOpened,
      archivedAt: null,
      lines: [
        {
          from: 'user',
          at: agencyOpened + 3 * MINUTE_MS,
          text: 'Merhaba, ajansımıza bağlı bir influencer giriş şifresini unutmuş. Yeni şifreyi biz belirleyebilir miyiz?',
        },
        {
          from: 'admin',
          at: agencyOpened + 75 * MINUTE_MS,
          text: `Merhaba ${agency.name} Hanım, evet: yönettiğiniz influencer’ın giriş bilgilerini kendi panelinizden güncelleyebilirsiniz. Yeni şifreyi influencer’ınızla paylaşmanız yeterli.`,
        },
        {
          from: 'user',
          at: agencyOpened + 90 * MINUTE_MS,
          text: 'Teşekkürler, oldu. Bir sorum daha var: aynı brief için birden fazla influencer’ımızla teklif verebilir miyiz?',
        },
        {
          from: 'admin',
          at: SEED_ANCHOR_MS - 30 * MINUTE_MS,
          text: 'Evet, her influencer’ınız için ayrı teklif verebilirsiniz; marka her teklifi ayrı değerlendirir.',
          unread: true,
        },
      ],
    }),
    ...supportThreadDocs({
      user: adAgency,
      openedAt: adOpened,
      archivedAt: adOpened + 3 * HOUR_MS,
      lines: [
        {
          from: 'user',
          at: adOpened + 4 * MINUTE_MS,
          text: 'Merhaba, dün oluşturduğumuz brief hâlâ "Onay Bekliyor" görünüyor. Onay süreci ne kadar sürüyor?',
        },
        {
          from: 'admin',
          at: adOpened + 65 * MINUTE_MS,
          text: `Merhaba ${adAgency.name} Bey, brief’iniz incelendi ve onaylandı; artık influencer’lar tarafından görüntülenebiliyor. Onaylar genellikle 24 saat içinde tamamlanır.`,
        },
        {
          from: 'user',
          at: adOpened + 90 * MINUTE_MS,
          text: 'Gördüm, teşekkür ederim!',
        },
        {
          from: 'admin',
          at: adOpened + 95 * MINUTE_MS,
          text: 'Rica ederiz, iyi çalışmalar dileriz.',
        },
      ],
    }),
  ];
}
