// offerDeclined (issue 23): the brief's owner declines bidders, `declinedUser` gains their
// uids (features/briefs/api/briefWrites.ts planDecline); each newly declined bidder hears of
// it, named by the owner's name on the brief.
import type { Firestore } from 'firebase-admin/firestore';
import { briefDetailPath } from '../appPaths';
import { stringsOf, textOf, type Data } from './fields';
import { notifyOnce, type Produced } from './notifyOnce';
import { producerTexts } from './producerTexts';

export const offerDeclinedId = (briefId: string, uid: string) => `declined-${briefId}-${uid}`;

/** The uids `after.declinedUser` holds that `before` did not. */
export function newlyDeclined(before: Data, after: Data): string[] {
  const earlier = new Set(stringsOf(before?.declinedUser));
  return [...new Set(stringsOf(after?.declinedUser))].filter((uid) => !earlier.has(uid));
}

export async function produceOfferDeclined(
  db: Firestore,
  briefId: string,
  before: Data,
  after: Data,
): Promise<Produced[]> {
  const declined = newlyDeclined(before, after);
  const ownerName = textOf(after?.briefSenderName);
  const briefTitle = textOf(after?.title);
  const image = textOf(after?.briefSenderImageUrl);
  return Promise.all(
    declined.map((uid) =>
      notifyOnce(db, uid, {
        id: offerDeclinedId(briefId, uid),
        type: 'offerDeclined',
        message: producerTexts.offerDeclined.message(ownerName, briefTitle),
        path: briefDetailPath(briefId),
        image,
        emailData: {
          subject: producerTexts.offerDeclined.subject,
          name: ownerName,
          briefId,
          briefTitle,
        },
      }),
    ),
  );
}
