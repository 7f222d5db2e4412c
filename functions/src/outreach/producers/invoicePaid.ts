// invoicePaid (issue 23): a subscription payment `Payments/{paymentId}` becomes 'success'
// (functions/src/payment/transactions.ts completeTransaction); the payer hears that her
// invoice is ready (the mail attaches it as a PDF: functions/src/mail).
import type { Firestore } from 'firebase-admin/firestore';
import { invoicePath } from '../appPaths';
import { isHistory, millisOf } from '../eventTimes';
import { textOf, type Data } from './fields';
import { notifyOnce, type Produced } from './notifyOnce';
import { producerTexts } from './producerTexts';

export const invoicePaidId = (paymentId: string) => `invoice-${paymentId}`;

/** A stored kuruş amount as the contract's integer string ('0' when missing). */
const kurus = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value)) : '0';

export async function produceInvoicePaid(
  db: Firestore,
  paymentId: string,
  before: Data,
  after: Data,
  eventMillis: number | null = null,
): Promise<Produced | 'skipped'> {
  if (before?.status === 'success' || after?.status !== 'success') return 'skipped';
  if (isHistory(eventMillis, millisOf(after.completedAt))) return 'skipped';
  const amounts = (after.amounts ?? {}) as Record<string, unknown>;
  const plan = textOf(after.plan);
  return notifyOnce(db, textOf(after.userId), {
    id: invoicePaidId(paymentId),
    type: 'invoicePaid',
    message: producerTexts.invoicePaid.message(plan, Number(kurus(amounts.gross))),
    path: invoicePath(paymentId),
    emailData: {
      subject: producerTexts.invoicePaid.subject,
      paymentId,
      plan,
      net: kurus(amounts.net),
      kdv: kurus(amounts.kdv),
      gross: kurus(amounts.gross),
    },
  });
}
