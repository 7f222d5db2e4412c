// The admin's "send the mailing" (issue 23): functions/src/outreach/mailing.ts snapshots the
// template and mails it to the users with a marketing consent, checked per recipient.
import { callFunction } from '@/lib/callFunction';

export type MailingResult = {
  mailingId: string;
  recipients: number;
  sent: number;
  skipped: number;
  failed: number;
};

export const sendMarketingMailing = () =>
  callFunction<Record<string, never>, MailingResult>('sendMarketingMailing', {});
