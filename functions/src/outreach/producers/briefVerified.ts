// briefVerified (issue 23): an admin approves a brief (`isVerified` false → true, with
// verifiedAt); its owner hears that it is live.
import type { Firestore } from 'firebase-admin/firestore';
import { briefDetailPath } from '../appPaths';
import { isHistory, millisOf } from '../eventTimes';
import { briefOwnerOf, textOf, type Data } from './fields';
import { notifyOnce, type Produced } from './notifyOnce';
import { producerTexts } from './producerTexts';

export const briefVerifiedId = (briefId: string) => `verified-${briefId}`;

export async function produceBriefVerified(
  db: Firestore,
  briefId: string,
  before: Data,
  after: Data,
  eventMillis: number | null = null,
): Promise<Produced | 'skipped'> {
  if (before?.isVerified === true || after?.isVerified !== true) return 'skipped';
  if (isHistory(eventMillis, millisOf(after.verifiedAt))) return 'skipped';
  const briefTitle = textOf(after.title);
  return notifyOnce(db, briefOwnerOf(after), {
    id: briefVerifiedId(briefId),
    type: 'briefVerified',
    message: producerTexts.briefVerified.message(briefTitle),
    path: briefDetailPath(briefId),
    emailData: { subject: producerTexts.briefVerified.subject, briefId, briefTitle },
  });
}
