// The stored Turkish texts of the collaboration timeline's notifications (type
// collaborationUpdate). The recipient's language is not stored anywhere the functions read,
// so they are Turkish, as every other function's notifications.
import type { TimelineEvent } from './timelineEvents';

/** Who is told: the brief's owner, or the accepted party. */
export type Recipient = 'owner' | 'party';

export type TimelineNotice = {
  to: Recipient;
  subject: string;
  message: (names: { title: string; owner: string; party: string }) => string;
};

const q = (title: string) => `"${title}"`;

/** The notice of an event, or null for the steps nobody is told about (the actor knows). */
export function timelineNotice(event: TimelineEvent): TimelineNotice | null {
  switch (event.kind) {
    case 'cancelled':
      return null;
    case 'draftSubmitted':
      return {
        to: 'owner',
        subject: 'Yeni taslak',
        message: ({ title, party }) =>
          `${party}, ${q(title)} için ${event.round}. taslağı gönderdi. İnceleyip onaylayabilir ya da değişiklik isteyebilirsiniz.`,
      };
    case 'draftReviewed':
      return event.status === 'approved'
        ? {
            to: 'party',
            subject: 'Taslağınız onaylandı',
            message: ({ title, owner }) =>
              `${owner}, ${q(title)} için ${event.round}. taslağınızı onayladı. Artık paylaşımı yapıp bağlantısını ekleyebilirsiniz.`,
          }
        : {
            to: 'party',
            subject: 'Taslağınızda değişiklik istendi',
            message: ({ title, owner }) =>
              `${owner}, ${q(title)} için ${event.round}. taslağınızda değişiklik istedi.`,
          };
    case 'step':
      switch (event.step) {
        case 'addressShared':
          return {
            to: 'owner',
            subject: 'Teslimat adresi paylaşıldı',
            message: ({ title, party }) =>
              `${party}, ${q(title)} için teslimat adresini paylaştı. Ürünü kargoya verebilirsiniz.`,
          };
        case 'shipped':
          return {
            to: 'party',
            subject: 'Ürününüz kargoya verildi',
            message: ({ title, owner }) =>
              `${owner}, ${q(title)} için ürününüzü kargoya verdi. Kargo takip bilgisi iş birliği sayfasında.`,
          };
        case 'received':
          return {
            to: 'owner',
            subject: 'Ürün teslim alındı',
            message: ({ title, party }) =>
              `${party}, ${q(title)} için gönderdiğiniz ürünü teslim aldı.`,
          };
        case 'live':
          return {
            to: 'owner',
            subject: 'Paylaşım yayında',
            message: ({ title, party }) =>
              `${party}, ${q(title)} için paylaşımının bağlantısını ekledi.`,
          };
        default:
          // accepted and completed: the owner's own act, told by the existing notices; paid:
          // the payment function's own flow.
          return null;
      }
  }
}

/** A name for the texts: a person's name and surname, a company's name, else a fallback. */
export function displayName(user: Record<string, unknown> | undefined, fallback: string): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const person = [text(user?.name), text(user?.surname)].filter(Boolean).join(' ');
  return person || text(user?.brandName) || fallback;
}

/** A brief title short enough for a notification (the rules' 500 characters with the text). */
export const shortTitle = (title: unknown): string => {
  const text = typeof title === 'string' ? title.trim() : '';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};
