// supportAnswer (issue 23): an admin answers in `Support/{uid}/messages` (isFromUser false, not
// the automatic greeting; features/support/api/supportWrites.ts); the user hears of it.
import type { Firestore } from 'firebase-admin/firestore';
import { SUPPORT_PATH } from '../appPaths';
import { isHistory, millisOf } from '../eventTimes';
import { textOf, type Data } from './fields';
import { notifyOnce, type Produced } from './notifyOnce';
import { clip, producerTexts, SUPPORT_TEXT_MAX } from './producerTexts';

export const supportAnswerId = (messageId: string) => `support-${messageId}`;

export type SupportAnswerEvent = {
  /** The thread's user (`Support/{uid}`). */
  uid: string;
  messageId: string;
  message: Data;
  eventMillis: number | null;
};

export async function produceSupportAnswer(
  db: Firestore,
  event: SupportAnswerEvent,
): Promise<Produced | 'skipped'> {
  const { uid, messageId, message } = event;
  if (!message || message.isFromUser !== false || message.isAutomatic === true) return 'skipped';
  if (isHistory(event.eventMillis, millisOf(message.timestamp))) return 'skipped';
  const answer = textOf(message.text).trim();
  const fileName = textOf(message.fileName);
  if (!answer && !fileName) return 'skipped';
  return notifyOnce(db, uid, {
    id: supportAnswerId(messageId),
    type: 'supportAnswer',
    message: producerTexts.supportAnswer.message(answer, fileName),
    path: SUPPORT_PATH,
    emailData: {
      subject: producerTexts.supportAnswer.subject,
      text: clip(answer || fileName, SUPPORT_TEXT_MAX),
    },
  });
}
