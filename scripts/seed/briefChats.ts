// The brief chat (spec section 3, collection Messages): the demo influencer, who has an open
// offer on one of the brand's briefs, asks about it before any acceptance and the brand
// answers. The chat is `Messages/{briefId}_{bidderUid}`, its messages live in the
// sub-collection named by the brief id. Fixed ids, times relative to the seed clock.
import { demoAccount, type DemoAccount } from './accounts';
import type { DemoScenario, SeedBrief } from './briefs';
import { displayName, messageId } from './conversations';
import type { SeedDoc } from './seedDoc';
import { HOUR_MS, MINUTE_MS, SEED_ANCHOR_MS } from './seedClock';

export const BRIEF_CHATS = 'Messages';

/** One chat per brief and bidder: the brief id and the bidder's uid joined by '_'. */
export function briefChatId(briefId: string, bidderUid: string): string {
  return `${briefId}_${bidderUid}`;
}

const PLATFORM_NAMES: Record<SeedBrief['briefPlatforms'][number], string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

type BriefChatLine = {
  from: 'owner' | 'bidder';
  at: number;
  text: string;
  /** Not yet read by the other side; only the newest lines of one side are. */
  unread?: boolean;
};

/** The brief the chat is about: the first one the demo influencer has an open offer on. */
export function briefChatBrief(briefs: readonly SeedBrief[], scenario: DemoScenario): SeedBrief {
  const brief = briefs.find((b) => b.id === scenario.offeredBriefIds[0]);
  if (!brief) throw new Error('the demo scenario has no open offer for the brief chat');
  return brief;
}

export function buildBriefChat(briefs: readonly SeedBrief[], scenario: DemoScenario): SeedDoc[] {
  const brief = briefChatBrief(briefs, scenario);
  const bidder = demoAccount('influencer');
  const owner = [demoAccount('brand'), demoAccount('advertisementAgency')].find(
    (a) => a.uid === brief.briefOwnerUserId,
  );
  if (!owner) throw new Error(`${brief.id} has no demo owner`);
  if (!brief.bidderIds.includes(bidder.uid) || brief.acceptedUsers.includes(bidder.uid))
    throw new Error(`${brief.id} has no open offer from ${bidder.uid}`);

  // Her offer came 5 hours after the brief (bidders.ts); the questions follow it.
  const offered = brief.timestamp.getTime() + 5 * HOUR_MS;
  const platforms = brief.briefPlatforms.map((p) => PLATFORM_NAMES[p]).join(' ve ');
  const music = brief.musicRequirement
    ? ' TikTok videosunda kampanya şarkısını kullanmanızı rica ediyoruz.'
    : '';
  const lines: BriefChatLine[] = [
    {
      from: 'bidder',
      at: offered + 20 * MINUTE_MS,
      text: `Merhaba, "${brief.title}" için teklifimi ilettim. Ürünü bir hafta kullanıp ${platforms} için içerik hazırlamayı düşünüyorum; her platformda kaç paylaşım bekliyorsunuz?`,
    },
    {
      from: 'owner',
      at: offered + 2 * HOUR_MS,
      text: `Merhaba ${bidder.name} Hanım, ilginiz için teşekkürler. Her platformda bir video yeterli.${music}`,
    },
    {
      from: 'bidder',
      at: offered + 2 * HOUR_MS + 25 * MINUTE_MS,
      text: 'Anladım. Ürün çekimden önce elime ulaşır mı? Takvimimi teslim tarihine göre ayarlamak istiyorum.',
    },
    {
      from: 'owner',
      at: offered + 20 * HOUR_MS,
      text: 'Evet, kabul sonrasında iki iş günü içinde kargoluyoruz. Teklifleri bu hafta değerlendirip dönüş yapacağız.',
    },
    {
      from: 'bidder',
      at: offered + 20 * HOUR_MS + 30 * MINUTE_MS,
      text: 'Teşekkürler, haberinizi bekliyorum!',
      unread: true,
    },
  ];
  if (lines[lines.length - 1].at >= SEED_ANCHOR_MS)
    throw new Error(`the brief chat on ${brief.id} would end after the seed time`);

  const id = briefChatId(brief.id, bidder.uid);
  const base = `${BRIEF_CHATS}/${id}`;
  const party = (side: BriefChatLine['from']): DemoAccount => (side === 'owner' ? owner : bidder);
  const messages: SeedDoc[] = lines.map((line, i) => {
    const sender = party(line.from);
    const reader = party(line.from === 'owner' ? 'bidder' : 'owner');
    const isRead = line.unread !== true;
    const reply = lines.slice(i + 1).find((l) => l.from !== line.from);
    const readAt = new Date(Math.min(line.at + 5 * MINUTE_MS, reply?.at ?? SEED_ANCHOR_MS));
    const mid = messageId(i + 1);
    return {
      path: `${base}/${brief.id}/${mid}`,
      data: {
        kind: 'text',
        name: displayName(sender),
        message: line.text,
        messageId: mid,
        uid: sender.uid,
        timestamp: new Date(line.at),
        imageUrl: sender.profileImage,
        isRead,
        ...(isRead ? { readAt } : {}),
        readBy: isRead ? { [reader.uid]: readAt } : {},
      },
    };
  });
  const last = lines[lines.length - 1];
  const lastSender = party(last.from);
  const unreadFor = (side: BriefChatLine['from']) =>
    lines.filter((l) => l.from !== side && l.unread === true).length;

  return [
    {
      path: base,
      data: {
        id,
        briefId: brief.id,
        // The app also stores what its chat list shows: the brief's title and both names.
        briefTitle: brief.title,
        users: [
          { id: owner.uid, name: displayName(owner) },
          { id: bidder.uid, name: displayName(bidder) },
        ],
        userIds: [owner.uid, bidder.uid],
        bidderIds: [bidder.uid],
        timestamp: new Date(last.at),
        unreadCounts: { [owner.uid]: unreadFor('owner'), [bidder.uid]: unreadFor('bidder') },
        typing: {},
        lastMessageObject: {
          sender: displayName(lastSender),
          message: last.text,
          uid: lastSender.uid,
          imageUrl: lastSender.profileImage,
          timestamp: new Date(last.at),
        },
      },
    },
    ...messages,
  ];
}
