// The reads a new brief chat needs (the brief, and for its owner the offers' names); the
// decision itself is model/briefChatDraft.
import { doc, getDoc } from 'firebase/firestore';
import { BIDDERS, biddersConverter } from '@/lib/collections/bidders';
import { BRIEFS, briefConverter } from '@/lib/collections/briefs';
import { db } from '@/lib/firebase';
import { draftFor, type BriefChatDraft } from '../model/briefChatDraft';

export async function readBriefChatDraft(
  briefId: string,
  bidderId: string,
  me: { uid: string; uidName: string },
): Promise<BriefChatDraft | 'owner' | 'notAllowed'> {
  const firestore = await db();
  const brief = await getDoc(doc(firestore, BRIEFS, briefId).withConverter(briefConverter));
  if (!brief.exists()) return 'notAllowed';
  const data = brief.data();
  const bidderNames: Record<string, string> = {};
  if (data.briefOwnerUserId === me.uid) {
    const bidders = await getDoc(doc(firestore, BIDDERS, briefId).withConverter(biddersConverter));
    for (const bid of bidders.exists() ? bidders.data().bidders : [])
      bidderNames[bid.bidderId] = bid.bidderName ?? '';
  }
  return draftFor(
    {
      briefId,
      title: data.title,
      ownerId: data.briefOwnerUserId,
      ownerName: data.briefSenderName,
      bidderIds: data.bidderIds,
      bidderNames,
    },
    bidderId,
    { uid: me.uid, name: me.uidName },
  );
}
