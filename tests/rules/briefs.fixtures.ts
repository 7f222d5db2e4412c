import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  arrayRemove,
  arrayUnion,
  doc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { influencerEarnings } from '@shared/offerTerms';
import { seedAllUsers, seedUsers } from './users.fixtures';

// Seed documents and write payloads for the briefs, bidders, project-conversation,
// notification, influencer and support rules tests. Stored shapes follow docs/briefs-model.md;
// the payloads are what the app writes, valid unless a test overrides a field.

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** The cast: users.fixtures' users plus a second brand and an advertisement agency. */
export async function seedCast(env: RulesTestEnvironment): Promise<void> {
  await seedAllUsers(env);
  await seedDocs(env, {
    'Users/brand2': { ...seedUsers.brand1, uid: 'brand2', email: 'brand2@demo.test' },
    'Users/ad1': {
      ...seedUsers.brand1,
      uid: 'ad1',
      email: 'ad1@demo.test',
      type: 'advertisementAgency',
    },
  });
}

/** Writes documents by path with the rules off (withSecurityRulesDisabled). */
export async function seedDocs(
  env: RulesTestEnvironment,
  docs: Record<string, DocumentData>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

// ---- briefs -------------------------------------------------------------------------------

/** A stored brief as the app (or the seed) leaves it: verified, open, visible, no bidders. */
export function storedBrief(id: string, owner = 'brand1', overrides: DocumentData = {}) {
  return {
    id,
    briefOwnerUserId: owner,
    briefSenderId: owner,
    briefSenderName: 'Nova Market',
    briefSenderImageUrl: '',
    briefSenderLogo: '',
    briefOwnerType: 'brand',
    title: 'Kış Cilt Bakım Serisi Tanıtımı',
    description: 'Yeni cilt bakım serimizi sabah rutininizde denemenizi istiyoruz.',
    targetedCategories: [1],
    targetedGenders: ['female'],
    targetMaleInfluencers: false,
    targetFemaleInfluencers: true,
    targetedMinimumAge: 18,
    targetedMaximumAge: 35,
    sliderDoubleValue: [18, 35],
    images: [],
    paymentType: 'money',
    budget: 7500,
    briefPlatforms: ['instagram'],
    adDisclosure: { instagram: 'reklam' },
    contentTypes: ['story'],
    visibility: 'brand',
    isVerified: true,
    verifiedAt: at('2024-02-01T10:00:00Z'),
    isCompleted: false,
    completedAt: null,
    shouldHideBrief: false,
    bidderIds: [],
    acceptedUsers: [],
    completedUsers: [],
    declinedUser: [],
    targetedAgencies: [],
    products: [],
    urlLinks: [],
    maturityTime: 30,
    followerCountLimitation: 0,
    timestamp: at('2024-02-01T08:00:00Z'),
    ...overrides,
  };
}

/** The seeded briefs, by id. brand1 owns all but `other`. */
export const seededBriefs: Record<string, DocumentData> = {
  open: storedBrief('open'),
  pending: storedBrief('pending', 'brand1', { isVerified: false, verifiedAt: null }),
  completed: storedBrief('completed', 'brand1', {
    isCompleted: true,
    completedAt: at('2024-03-01T10:00:00Z'),
    bidderIds: ['inf1'],
    acceptedUsers: ['inf1'],
    completedUsers: ['inf1'],
  }),
  // Hidden from the public list; shown to the agency it targets.
  hidden: storedBrief('hidden', 'brand1', { shouldHideBrief: true, targetedAgencies: ['agency1'] }),
  // inf1 and inf2 offered, inf1 was accepted.
  accepted: storedBrief('accepted', 'brand1', {
    bidderIds: ['inf1', 'inf2'],
    acceptedUsers: ['inf1'],
  }),
  other: storedBrief('other', 'brand2', { briefSenderName: 'Başka Marka' }),
};

/**
 * The seeded briefs, and a sealed copy of an offer (bid(uid)) for each uid in their bidderIds,
 * as the offer batch leaves them (docs/decisions.md "Sealed offers").
 */
export async function seedBriefs(env: RulesTestEnvironment): Promise<void> {
  const copies = Object.entries(seededBriefs).flatMap(([id, data]) =>
    (data.bidderIds as string[]).map((uid) => [
      `bidders/${id}/offers/${uid}`,
      storedOffer(id, bid(uid)),
    ]),
  );
  await seedDocs(env, {
    ...Object.fromEntries(Object.entries(seededBriefs).map(([id, data]) => [`briefs/${id}`, data])),
    ...Object.fromEntries(copies),
  });
}

/**
 * Who may bid (firestore.rules mayOffer): inf1 and inf2 approved with a profile photo, and
 * agency1's managed1 approved.
 */
export async function approveBidders(env: RulesTestEnvironment): Promise<void> {
  const photo = 'https://cdn.example.com/profiles/ayse.jpg';
  await seedDocs(env, {
    'Users/inf1': { ...seedUsers.inf1, isApproved: true, profileImage: photo },
    'Users/inf2': { ...seedUsers.inf2, isApproved: true, profileImage: photo },
    'Users/managed1': { ...seedUsers.managed1, isApproved: true },
  });
}

/** What the new-brief form writes (owner == sender == caller, unverified, stamped now). */
export function newBrief(id: string, owner = 'brand1', overrides: DocumentData = {}) {
  return {
    ...storedBrief(id, owner),
    isVerified: false,
    verifiedAt: null,
    // Included revision rounds (issue 21): every new brief names them.
    revisionRounds: 2,
    timestamp: serverTimestamp(),
    ...overrides,
  };
}

// ---- bidders ------------------------------------------------------------------------------

export function bid(bidderId: string, price = 5000, extra: DocumentData = {}) {
  return { bidderId, price, influencerEarnings: influencerEarnings(price), ...extra };
}

/** bidders/{briefId}/offers/{uid}: the bidder's sealed copy of her entry. */
export function storedOffer(briefId: string, entry: DocumentData) {
  return { bid: entry, briefId, updatedAt: at('2024-02-02T10:00:00Z') };
}

export function newOffer(briefId: string, entry: DocumentData) {
  return { bid: entry, briefId, updatedAt: serverTimestamp() };
}

export function storedBidders(
  briefId: string,
  bids: DocumentData[],
  brief: DocumentData = seededBriefs[briefId]!,
) {
  return {
    id: briefId,
    title: brief.title,
    briefSenderId: brief.briefSenderId,
    briefSenderName: brief.briefSenderName,
    briefOwnerUserId: brief.briefOwnerUserId,
    bidders: bids,
    timestamp: at('2024-02-02T10:00:00Z'),
    lastUpdated: at('2024-02-02T10:00:00Z'),
  };
}

/** The first offer on a brief: the whole bidders document with one entry. */
export function newBidders(
  briefId: string,
  bids: DocumentData[],
  overrides: DocumentData = {},
  brief?: DocumentData,
) {
  return {
    ...storedBidders(briefId, bids, brief),
    timestamp: serverTimestamp(),
    lastUpdated: serverTimestamp(),
    ...overrides,
  };
}

type Firestore = ReturnType<RulesTestContext['firestore']>;

export type OfferOptions = {
  /** The bidders document does not exist yet: the offer creates it. */
  first?: boolean;
  /** What the copy holds (default: the entry). null: no copy written. */
  copy?: DocumentData | null;
  /** The brief's bidderIds gains the uid (default true). */
  join?: boolean;
  /** The whole bidders document of a first offer, when not just this entry. */
  firstDoc?: DocumentData;
  /** Whose copy and bidderIds entry (default the entry's bidderId). */
  uid?: string;
  /** The brief a first offer copies its fields from, when it is not one of seededBriefs. */
  brief?: DocumentData;
};

/**
 * Sending an offer as the app does (src/features/briefs/api/offers.ts), in one batch: the entry
 * in bidders/{briefId}, the sealed copy, the uid in the brief's bidderIds.
 */
export function sendOfferBatch(
  db: Firestore,
  briefId: string,
  entry: DocumentData,
  options: OfferOptions = {},
) {
  const uid = options.uid ?? (entry.bidderId as string);
  const batch = writeBatch(db);
  const list = doc(db, 'bidders', briefId);
  if (options.first)
    batch.set(list, options.firstDoc ?? newBidders(briefId, [entry], {}, options.brief));
  else batch.update(list, { bidders: arrayUnion(entry), lastUpdated: serverTimestamp() });
  const copy = options.copy === undefined ? entry : options.copy;
  if (copy) batch.set(doc(db, 'bidders', briefId, 'offers', uid), newOffer(briefId, copy));
  if (options.join ?? true)
    batch.update(doc(db, 'briefs', briefId), { bidderIds: arrayUnion(uid) });
  return batch.commit();
}

/**
 * 'Tekliften Vazgeç': the entries leave the list (skipped when `entries` is null, for a brief
 * without a bidders document), the copy goes, the uid leaves bidderIds and acceptedUsers.
 */
export function withdrawBatch(
  db: Firestore,
  briefId: string,
  uid: string,
  entries: DocumentData[] | null,
) {
  const batch = writeBatch(db);
  if (entries)
    batch.update(doc(db, 'bidders', briefId), {
      bidders: arrayRemove(...entries),
      lastUpdated: serverTimestamp(),
    });
  batch.delete(doc(db, 'bidders', briefId, 'offers', uid));
  batch.update(doc(db, 'briefs', briefId), {
    bidderIds: arrayRemove(uid),
    acceptedUsers: arrayRemove(uid),
  });
  return batch.commit();
}

// ---- project conversations ----------------------------------------------------------------

export const conversationIdOf = (a: string, b: string) => [a, b].sort().join('_');

/** brand1 and inf1 talk about the accepted brief. */
export function storedConversation(a = 'brand1', b = 'inf1', overrides: DocumentData = {}) {
  const participants = [a, b].sort();
  return {
    conversationId: participants.join('_'),
    participants,
    users: participants.map((id) => ({ id, name: id })),
    activeProjects: [
      {
        briefId: 'accepted',
        briefTitle: seededBriefs.accepted.title,
        isActive: true,
        addedAt: at('2024-02-03T10:00:00Z'),
      },
    ],
    archivedProjects: [],
    lastMessage: 'Merhaba',
    lastMessageTime: at('2024-02-03T10:00:00Z'),
    unreadCounts: { [a]: 0, [b]: 1 },
    typing: {},
    createdAt: at('2024-02-03T10:00:00Z'),
    isActive: true,
    isCompleted: false,
    type: 'active',
    ...overrides,
  };
}

/** What the owner writes when accepting the first influencer of a pair. */
export function newConversation(a: string, b: string, overrides: DocumentData = {}) {
  return {
    ...storedConversation(a, b),
    lastMessage: '',
    lastMessageTime: null,
    unreadCounts: { [a]: 0, [b]: 0 },
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

export function storedProjectMessage(senderId: string, overrides: DocumentData = {}) {
  return {
    text: 'Merhaba, detayları konuşalım.',
    senderId,
    timestamp: at('2024-02-03T10:00:00Z'),
    isRead: false,
    briefId: 'accepted',
    briefTitle: seededBriefs.accepted.title,
    ...overrides,
  };
}

export function newProjectMessage(senderId: string, overrides: DocumentData = {}) {
  return { ...storedProjectMessage(senderId), timestamp: serverTimestamp(), ...overrides };
}

// ---- notifications ------------------------------------------------------------------------

export function newNotification(id: string, overrides: DocumentData = {}) {
  return {
    type: 'projectAccepted',
    message: 'Tebrikler! Nova Market teklifinizi kabul etti.',
    id,
    isRead: false,
    image: '',
    timestamp: serverTimestamp(),
    path: '/app/briefDetail?briefId=accepted',
    emailData: { subject: 'Teklifiniz kabul edildi', briefId: 'accepted' },
    ...overrides,
  };
}

export function storedNotification(id: string, overrides: DocumentData = {}) {
  return { ...newNotification(id), timestamp: at('2024-02-03T10:00:00Z'), ...overrides };
}

// ---- influencer profiles and support ------------------------------------------------------

/** What the first profile save writes for an influencer (spec section 4). */
/** A first profile save (docs/influencers-model.md): handles only, no counts yet. */
export function newInfluencer(uid: string, overrides: DocumentData = {}) {
  return {
    uid,
    name: 'Ayşe Yılmaz',
    imitatorAgencyUID: '',
    imitatorAgencyName: '',
    isSelfLoginEnabled: true,
    isApproved: false,
    isVerifiedAccount: false,
    isGenderFemale: true,
    selectedPartnerships: ['money'],
    userCategoriesName: ['Moda'],
    profileImage: '',
    lowerCaseFullName: 'ayşe yılmaz',
    lowerCaseName: 'ayşe',
    lowerCaseSurname: 'yılmaz',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    timestamp: serverTimestamp(),
    generalInfo: {
      name: 'Ayşe',
      surname: 'Yılmaz',
      fullname: 'Ayşe Yılmaz',
      city: 'İzmir',
      selectedCategories: [2],
    },
    socialMedia: { instagram: { username: uid } },
    ...overrides,
  };
}

/** A stored profile, with the counts the social stats functions wrote. */
export function storedInfluencer(uid: string, overrides: DocumentData = {}) {
  const stamp = at('2024-01-20T10:00:00Z');
  return {
    ...newInfluencer(uid),
    socialMedia: { instagram: { username: uid, followerCount: 1200, totalMediaCount: 40 } },
    createdAt: stamp,
    updatedAt: stamp,
    timestamp: stamp,
    ...overrides,
  };
}

/** The support chat the verify request (or the first open) creates. */
export function newSupport(uid: string, overrides: DocumentData = {}) {
  return {
    userInfo: {
      name: 'Ayşe Yılmaz',
      email: `${uid}@demo.test`,
      type: 'influencer',
      profileImage: '',
      role: 2,
      uid,
    },
    lastMessage: { text: 'Doğrulama kodum: 4827', timestamp: serverTimestamp(), isFromUser: true },
    lastMessageTime: serverTimestamp(),
    lastMessageTimestamp: serverTimestamp(),
    unreadCount: 0,
    unreadCountForAdmin: 1,
    createdAt: serverTimestamp(),
    isActive: true,
    isArchived: false,
    typing: {},
    verificationCode: '4827',
    ...overrides,
  };
}

export function storedSupport(uid: string, overrides: DocumentData = {}) {
  const stamp = at('2024-02-05T10:00:00Z');
  return {
    ...newSupport(uid),
    lastMessage: { text: 'Merhaba', timestamp: stamp, isFromUser: true },
    lastMessageTime: stamp,
    lastMessageTimestamp: stamp,
    createdAt: stamp,
    ...overrides,
  };
}

export function newSupportMessage(overrides: DocumentData = {}) {
  return {
    text: 'Hesabımın onaylanmasını rica ediyorum. Doğrulama kodum: 4827',
    isFromUser: true,
    timestamp: serverTimestamp(),
    isAutomatic: false,
    isRead: false,
    ...overrides,
  };
}
