// newOffer (issue 23): a bidder's sealed copy `bidders/{briefId}/offers/{uid}` is created with
// her offer or barter interest (docs/briefs-model.md "bidders"); the brief's owner hears of it.
// One notification per copy: a withdrawn and repeated offer is a new copy, a new notice.
import type { Firestore } from 'firebase-admin/firestore';
import { briefDetailPath } from '../appPaths';
import { isHistory, millisOf } from '../eventTimes';
import { briefOwnerOf, textOf, type Data } from './fields';
import { notifyOnce, type Produced } from './notifyOnce';
import { producerTexts } from './producerTexts';

export const newOfferId = (briefId: string, bidderUid: string, createTimeMillis: number) =>
  `offer-${briefId}-${bidderUid}-${createTimeMillis}`;

export type NewOfferEvent = {
  briefId: string;
  bidderUid: string;
  /** The copy as created: `{ bid: { bidderId, bidderName, price, ... }, briefId, updatedAt }`. */
  copy: Data;
  /** The copy's createTime, which names the notification. */
  createTimeMillis: number;
  /** When the trigger's event happened; null when unknown (always news then). */
  eventMillis: number | null;
};

export async function produceNewOffer(
  db: Firestore,
  event: NewOfferEvent,
): Promise<Produced | 'skipped'> {
  const { briefId, bidderUid, copy, createTimeMillis } = event;
  const bid = copy?.bid as Data;
  if (!bid || isHistory(event.eventMillis, millisOf(copy?.updatedAt))) return 'skipped';
  const brief = (await db.doc(`briefs/${briefId}`).get()).data();
  const ownerId = briefOwnerOf(brief);
  if (!brief || !ownerId || ownerId === bidderUid) return 'skipped';
  const price = Number(bid.price);
  const priceKurus = Number.isFinite(price) && price > 0 ? Math.round(price * 100) : 0;
  const name = textOf(bid.bidderName);
  const briefTitle = textOf(brief.title);
  return notifyOnce(db, ownerId, {
    id: newOfferId(briefId, bidderUid, createTimeMillis),
    type: 'newOffer',
    message: producerTexts.newOffer.message(name, briefTitle, priceKurus),
    path: briefDetailPath(briefId),
    emailData: {
      subject: producerTexts.newOffer.subject(priceKurus),
      name,
      briefId,
      briefTitle,
      // Whole lira, as the contract's templates read it ('0' = barter interest).
      price: String(Math.round(priceKurus / 100)),
    },
  });
}
