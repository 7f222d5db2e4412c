// The Turkish texts of the notifications the outreach producers write. Stored data, not UI:
// in Turkish whatever the reader's language, like every notification (docs/decisions.md
// "projectAccepted notifications and chat texts"); the mails and pushes render their own text
// per language from the type and emailData (functions/src/mail/templates.ts).
import { formatTry } from '../../shared/lira';

/** The rules cap a client's notification message at 500 characters; ours keep to it too. */
const MESSAGE_MAX = 500;
/** emailData.text of a support answer. */
export const SUPPORT_TEXT_MAX = 300;
/** How much of the answer the bell's message quotes. */
const SUPPORT_QUOTE_MAX = 140;

const quoted = (title: string) => `"${title}"`;

/** `text` cut to `max` characters, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  const plain = text.trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

const message = (text: string) => clip(text, MESSAGE_MAX);

const PLAN_NAMES: Readonly<Record<string, string>> = { business: 'Business', pro: 'Pro' };

export const producerTexts = {
  newOffer: {
    /** price in whole kuruş; 0 is a barter brief's interest. */
    subject: (priceKurus: number) =>
      priceKurus > 0 ? 'Projenize yeni bir teklif geldi' : 'Projenizle ilgilenen yeni biri var',
    message: (bidderName: string, briefTitle: string, priceKurus: number) =>
      message(
        priceKurus > 0
          ? `${bidderName}, ${quoted(briefTitle)} projenize ${formatTry(priceKurus, 'tr', { whole: true })} + KDV tutarında teklif verdi.`
          : `${bidderName}, ${quoted(briefTitle)} projenizle ilgilendiğini bildirdi.`,
      ),
  },
  offerDeclined: {
    subject: 'Teklifiniz kabul edilmedi',
    message: (ownerName: string, briefTitle: string) =>
      message(
        ownerName
          ? `${ownerName}, ${quoted(briefTitle)} projesi için teklifinizi bu sefer kabul etmedi.`
          : `${quoted(briefTitle)} projesi için teklifiniz bu sefer kabul edilmedi.`,
      ),
  },
  briefVerified: {
    subject: 'Projeniz onaylandı',
    message: (briefTitle: string) =>
      message(`${quoted(briefTitle)} projeniz onaylandı ve artık yayında.`),
  },
  supportAnswer: {
    subject: 'Destek talebinize yanıt geldi',
    message: (answer: string, fileName: string) =>
      message(
        answer
          ? `Destek ekibi mesajınızı yanıtladı: ${quoted(clip(answer, SUPPORT_QUOTE_MAX))}`
          : `Destek ekibi size bir dosya gönderdi: ${fileName}`,
      ),
  },
  invoicePaid: {
    subject: 'Ödemeniz alındı, faturanız hazır',
    message: (plan: string, grossKurus: number) =>
      message(
        `${PLAN_NAMES[plan] ?? plan} aboneliğinizin ${formatTry(grossKurus, 'tr')} tutarındaki ödemesi alındı; faturanızı görüntüleyebilirsiniz.`,
      ),
  },
};
