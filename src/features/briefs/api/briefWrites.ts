// What a brief's owner writes (spec sections 4, 5 and 8; docs/briefs-model.md): creating a
// brief, and accepting, removing, declining and completing the users who made an offer. The
// planners are pure and throw BriefApiError for a refused action; the executors read in a
// transaction, plan and apply the plan there, so every multi-document change is all or nothing.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { BIDDERS } from '@/lib/collections/bidders';
import {
  BRIEFS,
  type ContentType,
  type Gender,
  type PaymentType,
  type Platform,
} from '@/lib/collections/briefs';
import { briefChatKeyOf } from '@/lib/collections/briefChats';
import { PROJECT_MESSAGES } from '@/lib/collections/projectConversations';
import { createdMeanwhile } from '@/lib/createOnce';
import { db } from '@/lib/firebase';
import { BriefApiError } from './briefErrors';
import {
  acceptConversationWrite,
  conversationPath,
  messageWrites,
  removeProjectPlan,
  type Party,
  type StoredConversation,
} from './conversationPlans';
import { projectAcceptedNotificationWrites } from './acceptNotification';
import { briefChatPath, briefChatPostWrites } from './briefChatPlans';
import { storedTexts } from './storedTexts';
import {
  disclosureOf,
  disclosurePlatforms,
  isAdDisclosureFor,
  type AdDisclosure,
  type DisclosureEntry,
} from '../model/adDisclosure';
import type { BriefOwnerType } from '../model/briefOwner';
import type { InfluencerType } from '../model/influencerTypes';
import { NOW, applyPlan, at, remove, union, type WritePlan } from './writePlan';

// ---- create ----------------------------------------------------------------------------------

export type PlatformDetails = { taggedAccount?: string; postCount?: number };

/** A validated brief as the form hands it over (components/form/briefFormSchema.ts). */
export type BriefDraft = {
  title: string;
  description: string;
  targetedCategories: number[];
  targetedGenders: Gender[];
  targetedMinimumAge: number;
  targetedMaximumAge: number;
  briefPlatforms: Platform[];
  platformDetails: Partial<Record<Platform, PlatformDetails>>;
  /** Exactly one disclosure per platform of the brief (Instagram when it names none). */
  adDisclosure: AdDisclosure;
  contentTypes: ContentType[];
  paymentType: PaymentType;
  budget: number;
  products: { name: string; price: number }[];
  urlLinks: string[];
  images: string[];
  collaborationStartDate: number | null;
  collaborationEndDate: number | null;
  followerCountLimitation: number;
  maturityTime: number;
  /** Included revision rounds, 0-5: drafts are approved before the live link (issue 21). */
  revisionRounds: number;
  targetedInfluencerTypes: InfluencerType[];
  targetedAgencies: string[];
  projectScope: string;
  musicRequirement: string;
  taggedAccountInfo: string;
  storyRedirectLink: string;
};

/** The user the brief is created for (the acting user): uid, display name, picture, type. */
export type BriefOwner = { uid: string; name: string; image: string; type: BriefOwnerType };

function platformDetailsData(draft: BriefDraft): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const platform of draft.briefPlatforms) {
    const details = draft.platformDetails[platform];
    if (!details) continue;
    const block: Record<string, unknown> = {};
    if (details.taggedAccount?.trim()) block.taggedAccount = details.taggedAccount.trim();
    if (details.postCount !== undefined) block.postCount = details.postCount;
    if (Object.keys(block).length > 0) data[`${platform}Details`] = block;
  }
  return data;
}

/**
 * The new brief document (docs/briefs-model.md): unverified and open, every list empty,
 * visibility 'brand' (brand and agency owners) or, when it targets agencies, 'influencer'
 * (private to them), owner fields from `owner`. Optional texts,
 * platform blocks and influencer types only when given.
 */
export function planCreateBrief(briefId: string, draft: BriefDraft, owner: BriefOwner): WritePlan {
  if (!isAdDisclosureFor(draft.adDisclosure, disclosurePlatforms(draft.briefPlatforms)))
    throw new BriefApiError('invalid-argument', 'adDisclosure must cover the brief platforms');
  const optionalTexts: Record<string, string> = {};
  for (const key of [
    'projectScope',
    'musicRequirement',
    'taggedAccountInfo',
    'storyRedirectLink',
  ] as const) {
    const value = draft[key].trim();
    if (value) optionalTexts[key] = value;
  }
  const male = draft.targetedGenders.includes('male');
  const female = draft.targetedGenders.includes('female');
  const data: Record<string, unknown> = {
    id: briefId,
    briefOwnerUserId: owner.uid,
    briefSenderId: owner.uid,
    briefSenderName: owner.name,
    briefSenderImageUrl: owner.image,
    briefSenderLogo: owner.image,
    briefOwnerType: owner.type,
    title: draft.title.trim(),
    description: draft.description.trim(),
    targetedCategories: draft.targetedCategories,
    targetedGenders: draft.targetedGenders,
    targetMaleInfluencers: male,
    targetFemaleInfluencers: female,
    targetedMinimumAge: draft.targetedMinimumAge,
    targetedMaximumAge: draft.targetedMaximumAge,
    sliderDoubleValue: [draft.targetedMinimumAge, draft.targetedMaximumAge],
    images: draft.images,
    paymentType: draft.paymentType,
    budget: draft.paymentType === 'product' ? 0 : draft.budget,
    briefPlatforms: draft.briefPlatforms,
    adDisclosure: draft.adDisclosure,
    contentTypes: draft.contentTypes,
    // A brief for chosen agencies only is private (model/visibility.ts isVisibleToOthers).
    visibility: draft.targetedAgencies.length > 0 ? 'influencer' : 'brand',
    isVerified: false,
    verifiedAt: null,
    isCompleted: false,
    completedAt: null,
    shouldHideBrief: false,
    bidderIds: [],
    acceptedUsers: [],
    completedUsers: [],
    declinedUser: [],
    targetedAgencies: draft.targetedAgencies,
    products: draft.paymentType === 'money' ? [] : draft.products,
    urlLinks: draft.urlLinks,
    maturityTime: draft.maturityTime,
    followerCountLimitation: draft.followerCountLimitation,
    revisionRounds: draft.revisionRounds,
    timestamp: NOW,
    ...(draft.collaborationStartDate !== null
      ? { collaborationStartDate: at(draft.collaborationStartDate) }
      : {}),
    ...(draft.collaborationEndDate !== null
      ? { collaborationEndDate: at(draft.collaborationEndDate) }
      : {}),
    ...optionalTexts,
    ...platformDetailsData(draft),
    ...(draft.targetedInfluencerTypes.length > 0
      ? { targetedInfluencerTypes: draft.targetedInfluencerTypes }
      : {}),
  };
  return [{ op: 'create', path: `${BRIEFS}/${briefId}`, data }];
}

/** Creates the brief and returns its id. */
export async function createBrief(draft: BriefDraft, owner: BriefOwner): Promise<string> {
  const firestore = await db();
  const id = doc(collection(firestore, BRIEFS)).id;
  const batch = writeBatch(firestore);
  applyPlan(firestore, batch, planCreateBrief(id, draft, owner));
  await batch.commit();
  // Admins hear of the new brief from the notifyAdminsOfNewBrief Cloud Function.
  return id;
}

// ---- owner actions on bidders ---------------------------------------------------------------

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The stored brief fields the owner actions read. */
export type ManagedBrief = {
  id: string;
  title: string;
  ownerId: string;
  ownerName: string;
  ownerImage: string;
  isVerified: boolean;
  isCompleted: boolean;
  bidderIds: string[];
  acceptedUsers: string[];
  completedUsers: string[];
  declinedUser: string[];
  /** What the accepted influencer marks her posts with (a fallback for older briefs). */
  disclosure: DisclosureEntry[];
};

export function managedBriefOf(id: string, data: DocumentData): ManagedBrief {
  return {
    id,
    title: String(data.title ?? ''),
    ownerId: String(data.briefOwnerUserId ?? data.briefSenderId ?? ''),
    ownerName: String(data.briefSenderName ?? ''),
    ownerImage: typeof data.briefSenderImageUrl === 'string' ? data.briefSenderImageUrl : '',
    isVerified: data.isVerified === true,
    isCompleted: data.isCompleted === true,
    bidderIds: strings(data.bidderIds),
    acceptedUsers: strings(data.acceptedUsers),
    completedUsers: strings(data.completedUsers),
    declinedUser: strings(data.declinedUser),
    disclosure: disclosureOf({
      briefPlatforms: strings(data.briefPlatforms),
      adDisclosure: data.adDisclosure,
    }).entries,
  };
}

/**
 * Spec section 5: accepting needs a userIds list of at least two ids, one of them not the
 * owner's. Returns the accepted user's id, or throws with the spec's missing-data messages.
 */
export function acceptedUserOf(ownerId: string, userIds: readonly unknown[]): string {
  const ids = userIds.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  if (!ownerId || ids.length < 2) throw new BriefApiError('missing-user-data');
  const other = ids.find((id) => id !== ownerId);
  if (!other) throw new BriefApiError('missing-accepted-user');
  return other;
}

const refuse = (why: string) => new BriefApiError('failed-precondition', why);

function requireOpen(brief: ManagedBrief): void {
  if (!brief.isVerified || brief.isCompleted) throw refuse('brief not open');
}

/**
 * The stored bid list with `selectedUserId` set (or cleared) on one user's entries. An agency's
 * entry already names the influencer it offered (another uid); that choice is kept either way.
 */
export function withSelection(
  storedBidders: unknown,
  userId: string,
  selected: boolean,
): unknown[] {
  const list = Array.isArray(storedBidders) ? (storedBidders as unknown[]) : [];
  return list.map((entry) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const bid = entry as Record<string, unknown>;
    if (bid.bidderId !== userId) return bid;
    const named = bid.selectedUserId;
    if (typeof named === 'string' && named !== '' && named !== userId) return bid;
    if (selected) return { ...bid, selectedUserId: userId };
    const rest = { ...bid };
    delete rest.selectedUserId;
    return rest;
  });
}

/** The name a bidder gave with their offer, '' when the entry has none. */
export function bidderNameOf(storedBidders: unknown, userId: string): string {
  const list = Array.isArray(storedBidders) ? (storedBidders as unknown[]) : [];
  for (const entry of list) {
    const bid = entry as { bidderId?: unknown; bidderName?: unknown } | null;
    if (bid?.bidderId === userId && typeof bid.bidderName === 'string') return bid.bidderName;
  }
  return '';
}

export type AcceptIds = { messageId: string; notificationId: string };

/**
 * Kabul Et: acceptedUsers gains the user, their bid is marked selected, the pair's conversation
 * is created or extended with a first message, and the user gets a projectAccepted notification
 * (with their notificationCount + 1).
 */
export function planAccept(options: {
  brief: ManagedBrief;
  userId: string;
  storedBidders: unknown;
  conversation: StoredConversation | null;
  ids: AcceptIds;
  nowMillis: number;
}): WritePlan {
  const { brief, storedBidders, conversation, ids, nowMillis } = options;
  const userId = acceptedUserOf(brief.ownerId, [brief.ownerId, options.userId]);
  requireOpen(brief);
  if (!brief.bidderIds.includes(userId)) throw refuse('not a bidder');
  if (brief.acceptedUsers.includes(userId)) throw refuse('already accepted');
  const userName = bidderNameOf(storedBidders, userId);
  const owner: Party = { id: brief.ownerId, name: brief.ownerName };
  const user: Party = { id: userId, name: userName };
  const project = { briefId: brief.id, briefTitle: brief.title };
  const text = storedTexts.acceptedMessage(userName, brief.title, brief.disclosure);
  return [
    { op: 'update', path: `${BRIEFS}/${brief.id}`, data: { acceptedUsers: union(userId) } },
    {
      op: 'update',
      path: `${BIDDERS}/${brief.id}`,
      data: { bidders: withSelection(storedBidders, userId, true), lastUpdated: NOW },
    },
    acceptConversationWrite({
      existing: conversation,
      owner,
      user,
      project,
      message: text,
      nowMillis,
    }),
    ...messageWrites({
      ownerId: owner.id,
      userId,
      messageId: ids.messageId,
      project,
      text,
      updateConversation: false,
    }),
    ...projectAcceptedNotificationWrites({
      recipientId: userId,
      recipientName: userName,
      notificationId: ids.notificationId,
      brief: {
        id: brief.id,
        title: brief.title,
        ownerName: brief.ownerName,
        ownerImage: brief.ownerImage,
        disclosure: brief.disclosure,
      },
    }),
  ];
}

/**
 * Kaldır: the user leaves acceptedUsers, their bid loses its selection, the project leaves the
 * conversation's active list; a conversation with nothing left is deleted with its messages.
 */
export function planRemoveAccepted(options: {
  brief: ManagedBrief;
  userId: string;
  storedBidders: unknown;
  conversation: StoredConversation | null;
  messageIds: string[];
}): WritePlan {
  const { brief, userId, storedBidders, conversation, messageIds } = options;
  if (!brief.acceptedUsers.includes(userId)) throw refuse('not accepted');
  if (brief.completedUsers.includes(userId)) throw refuse('already completed');
  const plan: WritePlan = [
    { op: 'update', path: `${BRIEFS}/${brief.id}`, data: { acceptedUsers: remove(userId) } },
  ];
  if (Array.isArray(storedBidders) && storedBidders.length > 0) {
    plan.push({
      op: 'update',
      path: `${BIDDERS}/${brief.id}`,
      data: { bidders: withSelection(storedBidders, userId, false), lastUpdated: NOW },
    });
  }
  if (conversation) {
    const path = conversationPath(brief.ownerId, userId);
    const removal = removeProjectPlan(conversation, brief.id);
    if (removal.kind === 'update') plan.push({ op: 'update', path, data: removal.patch });
    if (removal.kind === 'delete') {
      for (const id of messageIds)
        plan.push({ op: 'delete', path: `${path}/${PROJECT_MESSAGES}/${id}` });
      plan.push({ op: 'delete', path });
    }
  }
  return plan;
}

/**
 * Reddet: declinedUser gains the user, and the decline message (with her id) goes into the
 * brief's chat with her, which it starts when there is none (spec sections 3 and 4).
 */
export function planDecline(options: {
  brief: ManagedBrief;
  userId: string;
  userName: string;
  chatExists: boolean;
  messageId: string;
}): WritePlan {
  const { brief, userId, userName, chatExists, messageId } = options;
  requireOpen(brief);
  if (!brief.bidderIds.includes(userId)) throw refuse('not a bidder');
  if (brief.acceptedUsers.includes(userId)) throw refuse('accepted');
  if (brief.declinedUser.includes(userId)) throw refuse('already declined');
  return [
    { op: 'update', path: `${BRIEFS}/${brief.id}`, data: { declinedUser: union(userId) } },
    ...briefChatPostWrites({
      brief,
      bidder: { id: userId, name: userName },
      chatExists,
      messageId,
      kind: 'decline',
      text: storedTexts.declinedMessage(brief.title),
    }),
  ];
}

/**
 * Tamamla (a user): completedUsers gains the user, and a message goes into the brief's chat
 * with her when one exists (spec section 4).
 */
export function planCompleteUser(options: {
  brief: ManagedBrief;
  userId: string;
  chatExists: boolean;
  messageId: string;
}): WritePlan {
  const { brief, userId, chatExists, messageId } = options;
  requireOpen(brief);
  if (!brief.acceptedUsers.includes(userId)) throw refuse('not accepted');
  if (brief.completedUsers.includes(userId)) throw refuse('already completed');
  return [
    { op: 'update', path: `${BRIEFS}/${brief.id}`, data: { completedUsers: union(userId) } },
    ...(chatExists
      ? briefChatPostWrites({
          brief,
          bidder: { id: userId, name: '' },
          chatExists,
          messageId,
          kind: 'complete',
          text: storedTexts.completedMessage(brief.title),
        })
      : []),
  ];
}

type OwnerReads = {
  brief: ManagedBrief;
  storedBidders: unknown;
  conversation: StoredConversation | null;
  /** Whether the brief's chat with the user exists. */
  chatExists: boolean;
};

const autoId = (firestore: Firestore, path: string) => doc(collection(firestore, path)).id;

/** Reads the brief, its bidders and the pair's conversation in a transaction, then writes. */
async function ownerTransaction(
  briefId: string,
  userId: string,
  plan: (reads: OwnerReads, firestore: Firestore) => WritePlan,
): Promise<void> {
  if (!briefId) throw new BriefApiError('not-found');
  const firestore = await db();
  // The conversation and the chat the plan creates when it reads them missing: when another
  // write created one meanwhile (the bidder's first message, a second accept), the rules refuse
  // this commit, and one more attempt finds it (createdMeanwhile, src/lib/createOnce.ts).
  let readMissing: DocumentReference[] = [];
  const attempt = () =>
    runTransaction(firestore, async (transaction) => {
      const briefSnap = await transaction.get(doc(firestore, BRIEFS, briefId));
      if (!briefSnap.exists()) throw new BriefApiError('not-found');
      const brief = managedBriefOf(briefId, briefSnap.data());
      const bidders = await transaction.get(doc(firestore, BIDDERS, briefId));
      const conversation = brief.ownerId
        ? await transaction.get(doc(firestore, conversationPath(brief.ownerId, userId)))
        : null;
      const chat = await transaction.get(doc(firestore, briefChatPath(briefId, userId)));
      readMissing = [conversation, chat].flatMap((s) => (s && !s.exists() ? [s.ref] : []));
      const reads: OwnerReads = {
        brief,
        storedBidders: bidders.exists() ? bidders.get('bidders') : [],
        conversation: conversation?.exists() ? conversation.data() : null,
        chatExists: chat.exists(),
      };
      applyPlan(firestore, transaction, plan(reads, firestore));
    });
  try {
    await attempt();
  } catch (error) {
    if (!(await createdMeanwhile(error, readMissing))) throw error;
    await attempt();
  }
}

/** Kabul Et. */
export function acceptBidder(briefId: string, userId: string): Promise<void> {
  return ownerTransaction(briefId, userId, (reads, firestore) =>
    planAccept({
      ...reads,
      userId,
      nowMillis: Date.now(),
      ids: {
        messageId: autoId(
          firestore,
          `${conversationPath(reads.brief.ownerId, userId)}/${PROJECT_MESSAGES}`,
        ),
        notificationId: autoId(firestore, `Users/${userId}/Notifications`),
      },
    }),
  );
}

/** Kaldır. */
export async function removeAccepted(briefId: string, ownerId: string, userId: string) {
  // A conversation that will be deleted takes its messages with it. Queries cannot run inside a
  // client transaction, so the message ids are read just before it.
  const firestore = await db();
  const path = conversationPath(ownerId, userId);
  const existing = await getDoc(doc(firestore, path));
  let messageIds: string[] = [];
  if (existing.exists() && removeProjectPlan(existing.data(), briefId).kind === 'delete') {
    const messages = await getDocs(collection(firestore, path, PROJECT_MESSAGES));
    messageIds = messages.docs.map((m) => m.id);
  }
  await ownerTransaction(briefId, userId, (reads) =>
    planRemoveAccepted({ ...reads, userId, messageIds }),
  );
}

/** Reddet. */
export function declineBidder(briefId: string, userId: string): Promise<void> {
  return ownerTransaction(briefId, userId, (reads, firestore) =>
    planDecline({
      brief: reads.brief,
      userId,
      userName: bidderNameOf(reads.storedBidders, userId),
      chatExists: reads.chatExists,
      messageId: autoId(firestore, briefChatKeyOf(briefId, userId)),
    }),
  );
}

/** Tamamla (one user). */
export function completeUser(briefId: string, userId: string): Promise<void> {
  return ownerTransaction(briefId, userId, (reads, firestore) =>
    planCompleteUser({
      brief: reads.brief,
      userId,
      chatExists: reads.chatExists,
      messageId: autoId(firestore, briefChatKeyOf(briefId, userId)),
    }),
  );
}
