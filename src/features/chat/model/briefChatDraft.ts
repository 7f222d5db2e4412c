// Who may start a brief chat, and with what (spec sections 3 and 5): the brief's owner with a
// user who made an offer on it, or that user with the owner. Pure, so the rule is tested
// without a database; the security rules enforce the same.

/** One side of a brief chat as the chat stores it. */
export type BriefChatParty = { id: string; name: string };

export type BriefChatDraft = {
  briefId: string;
  briefTitle: string;
  owner: BriefChatParty;
  bidder: BriefChatParty;
};

export type DraftSource = {
  briefId: string;
  title: string;
  ownerId: string;
  ownerName: string;
  bidderIds: readonly string[];
  /** The offers' names by bidder (the Bidders document; only its owner reads it). */
  bidderNames: Readonly<Record<string, string>>;
};

/**
 * The draft, or why `uid` may not start this chat: 'owner' when the owner opened her own brief
 * without naming a bidder (she picks one of the brief's chats), 'notAllowed' otherwise.
 */
export function draftFor(
  source: DraftSource,
  bidderId: string,
  me: { uid: string; name: string },
): BriefChatDraft | 'owner' | 'notAllowed' {
  const isOwner = me.uid === source.ownerId;
  if (isOwner && bidderId === me.uid) return 'owner';
  if (!isOwner && me.uid !== bidderId) return 'notAllowed';
  if (bidderId === source.ownerId || !source.bidderIds.includes(bidderId)) return 'notAllowed';
  return {
    briefId: source.briefId,
    briefTitle: source.title,
    owner: { id: source.ownerId, name: isOwner ? me.name : source.ownerName },
    bidder: { id: bidderId, name: isOwner ? (source.bidderNames[bidderId] ?? '') : me.name },
  };
}
