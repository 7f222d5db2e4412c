// Texts that are stored in the database and read by another user (chat messages, notifications).
// They are data, not UI: written in Turkish, the product's language, like the seed's, so a
// message reads the same whatever language its sender's screen uses.

const quoted = (title: string) => `"${title}"`;

export const storedTexts = {
  acceptedMessage: (userName: string, briefTitle: string) =>
    `Merhaba ${userName}, ${quoted(briefTitle)} projesi için teklifinizi kabul ettik. Detayları buradan konuşabiliriz.`,
  declinedMessage: (briefTitle: string) =>
    `${quoted(briefTitle)} projesi için teklifiniz bu sefer kabul edilmedi. İlginiz için teşekkür ederiz.`,
  completedMessage: (briefTitle: string) =>
    `${quoted(briefTitle)} projesindeki çalışmanız tamamlandı olarak işaretlendi. Teşekkür ederiz!`,
  acceptedNotification: (ownerName: string, briefTitle: string) =>
    `Tebrikler! ${ownerName}, ${quoted(briefTitle)} projesi için teklifinizi kabul etti.`,
  acceptedSubject: 'Teklifiniz kabul edildi',
};
