// Texts that are stored in the database and read by another user (chat messages, notifications).
// They are data, not UI: written in Turkish, the product's language, like the seed's, so a
// message reads the same whatever language its sender's screen uses.
import { distinctMarkers, turkishInstructions, type DisclosureEntry } from '../model/adDisclosure';

const quoted = (title: string) => `"${title}"`;

/** The rules cap a notification's message at 500 characters. */
export const NOTIFICATION_MAX = 500;

/** The guideline behind the disclosure, in one line. */
export const disclosureReason =
  'Reklam Kurulu’nun sosyal medya etkileyicileri kılavuzu gereği paylaşımın reklam olduğu ilk bakışta anlaşılmalıdır.';

const disclosureMessage = (entries: readonly DisclosureEntry[]) =>
  entries.length > 0
    ? ` Reklam bildirimi: ${turkishInstructions(entries)} ${disclosureReason}`
    : '';

export const storedTexts = {
  /** The first project message; `disclosure` absent only for messages seeded before it. */
  acceptedMessage: (
    userName: string,
    briefTitle: string,
    disclosure: readonly DisclosureEntry[] = [],
  ) =>
    `Merhaba ${userName}, ${quoted(briefTitle)} projesi için teklifinizi kabul ettik. Detayları buradan konuşabiliriz.${disclosureMessage(disclosure)}`,
  declinedMessage: (briefTitle: string) =>
    `${quoted(briefTitle)} projesi için teklifiniz bu sefer kabul edilmedi. İlginiz için teşekkür ederiz.`,
  completedMessage: (briefTitle: string) =>
    `${quoted(briefTitle)} projesindeki çalışmanız tamamlandı olarak işaretlendi. Teşekkür ederiz!`,
  acceptedNotification: (
    ownerName: string,
    briefTitle: string,
    disclosure: readonly DisclosureEntry[] = [],
  ) => {
    const base = `Tebrikler! ${ownerName}, ${quoted(briefTitle)} projesi için teklifinizi kabul etti.`;
    if (disclosure.length === 0) return base;
    const full = `${base} Paylaşımınızda ${distinctMarkers(disclosure).join(', ')} kullanmayı unutmayın.`;
    // A very long brand name and title could push the reminder past the limit; the project
    // message carries the full instructions anyway.
    return full.length <= NOTIFICATION_MAX ? full : base;
  },
  acceptedSubject: 'Teklifiniz kabul edildi',
};
