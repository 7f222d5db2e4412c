// Project conversations (spec section 3, `project-conversations/{uidA_uidB}` with `messages`):
// the demo brand and influencer's chat about her accepted brief, and three more so the inbox
// looks lived-in: the brand with a directory influencer (active, unread for the brand, one
// project already archived), the brand with another (every project completed: archived), and
// the advertisement agency with a third who is typing. Ids are fixed, so a re-run overwrites
// the same documents instead of adding more; every time is an offset from the seed clock.
import { storedTexts } from '../../src/features/briefs/api/storedTexts';
import { demoAccount, type DemoAccount } from './accounts';
import type { SeedOffer } from './bidders';
import { briefState, type DemoScenario, type SeedBrief } from './briefs';
import { buildDirectoryProfiles, directoryInfluencerUid } from './directoryProfiles';
import type { DocData, SeedDoc } from './seedDoc';
import { DAY_MS, HOUR_MS, MINUTE_MS, SEED_ANCHOR_MS } from './seedClock';

/** Project conversations are keyed by the two uids, sorted and joined (design.md section 8). */
export function projectConversationId(uidA: string, uidB: string): string {
  return [uidA, uidB].sort().join('_');
}

/** The fixed id of the n-th (1-based) message of a seeded chat. */
export function messageId(n: number): string {
  return `demo-message-${String(n).padStart(3, '0')}`;
}

/** The name the app shows for an account: the company for brands and agencies, else the person. */
export function displayName(account: DemoAccount): string {
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

// ---- the other project conversations ---------------------------------------------------------

/** An accepted influencer who has no login: one of the directory's profiles. */
export type DirectoryParty = { uid: string; name: string; female: boolean; approved: boolean };

let directoryParties: Map<string, DirectoryParty> | null = null;

export function directoryParty(index: number): DirectoryParty {
  const parties = (directoryParties ??= new Map(
    buildDirectoryProfiles().map(({ influencer, user }): [string, DirectoryParty] => [
      String(user.uid),
      {
        uid: String(user.uid),
        name: `${String(user.name)} ${String(user.surname)}`,
        female: influencer.isGenderFemale === true,
        approved: user.isApproved === true,
      },
    ]),
  ));
  const party = parties.get(directoryInfluencerUid(index));
  if (!party) throw new Error(`no directory influencer number ${index + 1}`);
  return party;
}

/** A brief the pair worked on: the owner accepted the partner's offer of `price` TL. */
export type PlannedProject = { briefId: string; price: number };

export type PlannedLine = {
  from: 'owner' | 'partner';
  briefId: string;
  at: number;
  text: string;
  /** Not yet read by the other side; only the newest lines of one side are. */
  unread?: boolean;
};

/** One conversation to seed: who, about which briefs, and what was said. */
export type ProjectChatPlan = {
  owner: { uid: string; name: string };
  partner: DirectoryParty;
  projects: PlannedProject[];
  lines: PlannedLine[];
  /** Whose typing entry the conversation holds (stamped at the seed time), if anyone's. */
  typing: 'owner' | 'partner' | null;
};

/** When the partner's offer came in, was accepted, and was marked completed by the owner. */
const offeredAt = (brief: SeedBrief) => brief.timestamp.getTime() + 4 * HOUR_MS;
const acceptedAt = (brief: SeedBrief) => brief.timestamp.getTime() + 6 * HOUR_MS;
function completedAtOf(brief: SeedBrief): number {
  if (!brief.completedAt) throw new Error(`${brief.id} is not completed`);
  return brief.completedAt.getTime();
}
const ago = (ms: number) => SEED_ANCHOR_MS - ms;

function ownerParty(account: DemoAccount) {
  return { uid: account.uid, name: displayName(account) };
}

/**
 * The three extra conversations, built on fixed demo briefs. Throws when the briefs no longer
 * have the states the story needs (the generator's patterns changed).
 */
export function extraProjectChatPlans(briefs: readonly SeedBrief[]): ProjectChatPlan[] {
  const byId = new Map(briefs.map((b) => [b.id, b]));
  const brief = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new Error(`the chats name a missing brief: ${id}`);
    return found;
  };
  const brand = ownerParty(demoAccount('brand'));
  const adAgency = ownerParty(demoAccount('advertisementAgency'));

  // Damla Koç (skin care, health) with the brand: the sunscreen barter is under way and her
  // two newest messages wait for the brand; the mindfulness app project is already completed.
  const damla = directoryParty(7);
  const sunscreen = brief('demo-brief-019');
  const mindfulness = brief('demo-brief-016');
  const damlaPlan: ProjectChatPlan = {
    owner: brand,
    partner: damla,
    projects: [
      { briefId: sunscreen.id, price: 0 },
      { briefId: mindfulness.id, price: 6500 },
    ],
    typing: null,
    lines: [
      {
        from: 'owner',
        briefId: sunscreen.id,
        at: acceptedAt(sunscreen),
        text: storedTexts.acceptedMessage(damla.name, sunscreen.title),
      },
      {
        from: 'partner',
        briefId: sunscreen.id,
        at: acceptedAt(sunscreen) + 25 * MINUTE_MS,
        text: 'Çok teşekkür ederim! Ürünü hangi adrese göndereceksiniz? Kargo bilgilerimi buradan iletebilirim.',
      },
      {
        from: 'owner',
        briefId: sunscreen.id,
        at: acceptedAt(sunscreen) + 12 * HOUR_MS,
        text: 'Adres bilginizi aldık, güneş kremi bu hafta kargoda olacak. Çekimi mümkünse gün ışığında, açık havada yapmanızı rica ediyoruz.',
      },
      {
        from: 'owner',
        briefId: mindfulness.id,
        at: acceptedAt(mindfulness),
        text: storedTexts.acceptedMessage(damla.name, mindfulness.title),
      },
      {
        from: 'partner',
        briefId: mindfulness.id,
        at: acceptedAt(mindfulness) + 40 * MINUTE_MS,
        text: 'Ne güzel, iki proje birden! Uygulamayı bu akşam indiriyorum, bir hafta boyunca her sabah kullanıp deneyimimi anlatacağım.',
      },
      {
        from: 'partner',
        briefId: mindfulness.id,
        at: acceptedAt(mindfulness) + 2 * DAY_MS + 4 * HOUR_MS,
        text: 'TikTok videosu yayında. Bağlantıyı ve ilk 24 saatin izlenme istatistiklerini e-posta ile ilettim.',
      },
      {
        from: 'owner',
        briefId: mindfulness.id,
        at: completedAtOf(mindfulness) - 90 * MINUTE_MS,
        text: storedTexts.completedMessage(mindfulness.title),
      },
      {
        from: 'partner',
        briefId: mindfulness.id,
        at: completedAtOf(mindfulness) - 60 * MINUTE_MS,
        text: 'Ben teşekkür ederim, çok keyifli bir çalışmaydı. 🙏',
      },
      {
        from: 'partner',
        briefId: sunscreen.id,
        at: ago(14 * HOUR_MS + 20 * MINUTE_MS),
        text: 'Ürün elime ulaştı, teşekkürler! Hafta sonu sahilde çekim yapmayı planlıyorum.',
      },
      {
        from: 'owner',
        briefId: sunscreen.id,
        at: ago(13 * HOUR_MS + 55 * MINUTE_MS),
        text: 'Harika! Instagram paylaşımında marka hesabımızı etiketlemeyi unutmayın lütfen.',
      },
      {
        from: 'partner',
        briefId: sunscreen.id,
        at: ago(50 * MINUTE_MS),
        text: 'Taslak videoyu ve Instagram için iki fotoğrafı paylaşılan klasöre yükledim, onayınıza sunuyorum.',
        unread: true,
      },
      {
        from: 'partner',
        briefId: sunscreen.id,
        at: ago(35 * MINUTE_MS),
        text: 'Açıklamada ürünün SPF 50 olduğunu vurguladım; değiştirmemi istediğiniz bir yer olursa yazmanız yeterli.',
        unread: true,
      },
    ],
  };

  // Ayşe Nur Korkmaz (parenting, food) with the brand: both projects completed, so the
  // conversation is archived; everything is read.
  const ayseNur = directoryParty(9);
  const oliveOil = brief('demo-brief-044');
  const babyCare = brief('demo-brief-028');
  const ayseNurPlan: ProjectChatPlan = {
    owner: brand,
    partner: ayseNur,
    projects: [
      { briefId: oliveOil.id, price: 0 },
      { briefId: babyCare.id, price: 8000 },
    ],
    typing: null,
    lines: [
      {
        from: 'owner',
        briefId: oliveOil.id,
        at: acceptedAt(oliveOil),
        text: storedTexts.acceptedMessage(ayseNur.name, oliveOil.title),
      },
      {
        from: 'partner',
        briefId: oliveOil.id,
        at: acceptedAt(oliveOil) + 35 * MINUTE_MS,
        text: 'Merhaba, teşekkür ederim! Zeytinyağlı bir kahvaltı tarifi hazırlamayı düşünüyorum, uygun olur mu?',
      },
      {
        from: 'owner',
        briefId: oliveOil.id,
        at: acceptedAt(oliveOil) + 2 * HOUR_MS,
        text: 'Çok iyi fikir. Ürün kutusunu tarifin başında göstermeniz yeterli, gerisi tamamen size kalmış.',
      },
      {
        from: 'partner',
        briefId: oliveOil.id,
        at: acceptedAt(oliveOil) + 4 * DAY_MS,
        text: 'Tarif videosu TikTok’ta yayında! Yorumlarda zeytinyağını soran çok kişi oldu. 😊',
      },
      {
        from: 'owner',
        briefId: babyCare.id,
        at: acceptedAt(babyCare),
        text: storedTexts.acceptedMessage(ayseNur.name, babyCare.title),
      },
      {
        from: 'partner',
        briefId: babyCare.id,
        at: acceptedAt(babyCare) + 50 * MINUTE_MS,
        text: 'Bebek bakım çantasını kızımla bir günlük rutinimizde anlatacağım; çekimi hafta sonu yapıyorum.',
      },
      {
        from: 'owner',
        briefId: oliveOil.id,
        at: completedAtOf(oliveOil) - 90 * MINUTE_MS,
        text: storedTexts.completedMessage(oliveOil.title),
      },
      {
        from: 'partner',
        briefId: babyCare.id,
        at: acceptedAt(babyCare) + 3 * DAY_MS,
        text: 'TikTok videosu ve YouTube vlog’u yayında. İstatistikleri e-posta ile gönderdim.',
      },
      {
        from: 'owner',
        briefId: babyCare.id,
        at: completedAtOf(babyCare) - 90 * MINUTE_MS,
        text: storedTexts.completedMessage(babyCare.title),
      },
      {
        from: 'partner',
        briefId: babyCare.id,
        at: completedAtOf(babyCare) - 70 * MINUTE_MS,
        text: 'Ben teşekkür ederim, yeni kampanyalarda da birlikte çalışmak isterim!',
      },
      {
        from: 'owner',
        briefId: babyCare.id,
        at: completedAtOf(babyCare) - 40 * MINUTE_MS,
        text: 'Biz de çok memnun kaldık, yeni sezonda sizi mutlaka düşüneceğiz. İyi çalışmalar!',
      },
    ],
  };

  // Esra Uçar (art, literature) with the advertisement agency: the book club project is under
  // way, she has read the agency's last message and is typing her answer.
  const esra = directoryParty(23);
  const bookClub = brief('demo-brief-035');
  const esraPlan: ProjectChatPlan = {
    owner: adAgency,
    partner: esra,
    projects: [{ briefId: bookClub.id, price: 3500 }],
    typing: 'partner',
    lines: [
      {
        from: 'owner',
        briefId: bookClub.id,
        at: acceptedAt(bookClub),
        text: storedTexts.acceptedMessage(esra.name, bookClub.title),
      },
      {
        from: 'partner',
        briefId: bookClub.id,
        at: acceptedAt(bookClub) + 30 * MINUTE_MS,
        text: 'Merhaba, çok sevindim! Ayın kitabı hangisi olacak, kitap seti elime ne zaman ulaşır?',
      },
      {
        from: 'owner',
        briefId: bookClub.id,
        at: acceptedAt(bookClub) + 100 * MINUTE_MS,
        text: 'Bu ay Sabahattin Ali’nin “Kürk Mantolu Madonna”sı ile başlıyoruz; kitap seti yarın kargoda.',
      },
      {
        from: 'partner',
        briefId: bookClub.id,
        at: ago(10 * DAY_MS),
        text: 'Kitabı bitirdim, değerlendirme videosunun metnini hazırlıyorum. Bu hafta taslağı paylaşırım.',
      },
      {
        from: 'owner',
        briefId: bookClub.id,
        at: ago(19 * HOUR_MS),
        text: 'Taslak çok güzel olmuş. Videoyu 25 Kasım’dan önce yayınlayabilir misiniz? Kampanya o hafta başlıyor.',
      },
      {
        from: 'partner',
        briefId: bookClub.id,
        at: ago(18 * HOUR_MS + 30 * MINUTE_MS),
        text: 'Tabii, 24 Kasım akşamı hem TikTok’ta hem YouTube’da yayında olur.',
      },
      {
        from: 'owner',
        briefId: bookClub.id,
        at: ago(20 * MINUTE_MS),
        text: 'Süper. Bir de açıklamada #ayınkitabı etiketini kullanmanızı rica ediyoruz.',
      },
    ],
  };

  return [damlaPlan, ayseNurPlan, esraPlan];
}

/**
 * Puts each plan's partner on its briefs as the app's offer, accept and complete would have:
 * bidderIds and acceptedUsers, and completedUsers for completed briefs. Returns the offers for
 * the bidders documents. Throws when a plan does not fit its brief.
 */
export function applyProjectChatPlans(
  briefs: readonly SeedBrief[],
  plans: readonly ProjectChatPlan[],
): SeedOffer[] {
  const offers: SeedOffer[] = [];
  for (const plan of plans) {
    const { partner } = plan;
    if (!partner.approved) throw new Error(`${partner.uid} is not approved`);
    for (const project of plan.projects) {
      const brief = briefs.find((b) => b.id === project.briefId);
      if (!brief) throw new Error(`the chats name a missing brief: ${project.briefId}`);
      const state = briefState(brief);
      if (state === 'pending') throw new Error(`${brief.id} is not approved`);
      if (brief.briefOwnerUserId !== plan.owner.uid)
        throw new Error(`${brief.id} is not owned by ${plan.owner.uid}`);
      if (!(partner.female ? brief.targetFemaleInfluencers : brief.targetMaleInfluencers))
        throw new Error(`${brief.id} does not target ${partner.uid}`);
      if ((brief.paymentType === 'product') !== (project.price === 0))
        throw new Error(`${brief.id}: only barter offers are free`);
      if (brief.bidderIds.includes(partner.uid))
        throw new Error(`${partner.uid} already bid on ${brief.id}`);
      brief.bidderIds.push(partner.uid);
      brief.acceptedUsers.push(partner.uid);
      if (state === 'completed') brief.completedUsers.push(partner.uid);
      offers.push({
        briefId: brief.id,
        bidderId: partner.uid,
        bidderName: partner.name,
        price: project.price,
        offeredAt: new Date(offeredAt(brief)),
        updatedAt: new Date(acceptedAt(brief)),
      });
    }
  }
  return offers;
}

/** When the reader saw a message: a few minutes later, never after she answered or "now". */
function readTime(lines: readonly PlannedLine[], index: number): Date {
  const line = lines[index];
  const reply = lines.slice(index + 1).find((l) => l.from !== line.from);
  const limit = Math.min(reply?.at ?? SEED_ANCHOR_MS, SEED_ANCHOR_MS);
  return new Date(Math.min(line.at + 5 * MINUTE_MS, limit));
}

/** The conversation document and its messages for a plan applied to `briefs`. */
export function projectChatDocs(briefs: readonly SeedBrief[], plan: ProjectChatPlan): SeedDoc[] {
  const { owner, partner } = plan;
  const conversationId = projectConversationId(owner.uid, partner.uid);
  const base = `project-conversations/${conversationId}`;
  const briefOf = (id: string) => {
    const brief = briefs.find((b) => b.id === id);
    if (!brief) throw new Error(`the chats name a missing brief: ${id}`);
    return brief;
  };
  const uidOf = (side: PlannedLine['from']) => (side === 'owner' ? owner.uid : partner.uid);

  const messages: SeedDoc[] = plan.lines.map((line, i) => {
    const brief = briefOf(line.briefId);
    const isRead = line.unread !== true;
    return {
      path: `${base}/messages/${messageId(i + 1)}`,
      data: {
        text: line.text,
        senderId: uidOf(line.from),
        timestamp: new Date(line.at),
        isRead,
        ...(isRead ? { readAt: readTime(plan.lines, i) } : {}),
        briefId: brief.id,
        briefTitle: brief.title,
      },
    };
  });

  const entries = plan.projects
    .map((project) => briefOf(project.briefId))
    .sort((a, b) => acceptedAt(a) - acceptedAt(b))
    .map((brief) => ({
      brief,
      entry: {
        briefId: brief.id,
        briefTitle: brief.title,
        isActive: !brief.isCompleted,
        addedAt: new Date(acceptedAt(brief)),
        ...(brief.isCompleted ? { completedAt: brief.completedAt } : {}),
      } as DocData,
    }));
  const activeProjects = entries.filter((e) => !e.brief.isCompleted).map((e) => e.entry);
  const archivedProjects = entries
    .filter((e) => e.brief.isCompleted)
    .sort((a, b) => completedAtOf(a.brief) - completedAtOf(b.brief))
    .map((e) => e.entry);
  const unreadFor = (side: PlannedLine['from']) =>
    plan.lines.filter((l) => l.from !== side && l.unread === true).length;
  const last = plan.lines[plan.lines.length - 1];
  const archived = activeProjects.length === 0;

  return [
    {
      path: base,
      data: {
        conversationId,
        participants: [owner.uid, partner.uid].sort(),
        users: [
          { id: owner.uid, name: owner.name },
          { id: partner.uid, name: partner.name },
        ],
        activeProjects,
        archivedProjects,
        lastMessage: last.text,
        lastMessageTime: new Date(last.at),
        unreadCounts: { [owner.uid]: unreadFor('owner'), [partner.uid]: unreadFor('partner') },
        typing: plan.typing
          ? { [uidOf(plan.typing)]: { isTyping: true, timestamp: new Date(SEED_ANCHOR_MS) } }
          : {},
        createdAt: entries[0].entry.addedAt,
        // Every project completed: the conversation is archived (spec section 4).
        isActive: !archived,
        isCompleted: archived,
        type: archived ? 'archived' : 'active',
      },
    },
    ...messages,
  ];
}
