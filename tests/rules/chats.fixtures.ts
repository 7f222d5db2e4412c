import { Timestamp, serverTimestamp, type DocumentData } from 'firebase/firestore';

// Seed documents and write payloads for the brief chat (`Messages`) rules tests (spec
// section 3). The stored shapes are what the app leaves; the payloads are what it writes,
// valid unless a test overrides a field. Briefs come from briefs.fixtures (seededBriefs):
// `accepted` is brand1's, with inf1 and inf2 as bidders.

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** A brief chat on `briefId` between the owner and bidders, nobody blocked. */
export function storedBriefChat(
  id: string,
  briefId: string,
  owner: string,
  bidders: string[],
  overrides: DocumentData = {},
) {
  return {
    id,
    briefId,
    userIds: [owner, ...bidders],
    bidderIds: bidders,
    timestamp: at('2024-02-04T10:00:00Z'),
    unreadCounts: Object.fromEntries([owner, ...bidders].map((uid) => [uid, 0])),
    typing: {},
    lastMessageObject: {
      sender: 'Nova Market',
      message: 'Merhaba, teklifiniz için teşekkürler.',
      uid: owner,
      imageUrl: null,
      timestamp: at('2024-02-04T10:00:00Z'),
    },
    ...overrides,
  };
}

/** What a client writes when it opens a brief chat: stamped now, no summary yet. */
export function newBriefChat(
  id: string,
  briefId: string,
  owner: string,
  bidders: string[],
  overrides: DocumentData = {},
) {
  const stored: DocumentData = storedBriefChat(id, briefId, owner, bidders);
  delete stored.lastMessageObject;
  return { ...stored, timestamp: serverTimestamp(), ...overrides };
}

export function storedBriefChatMessage(
  uid: string,
  messageId: string,
  overrides: DocumentData = {},
) {
  return {
    kind: 'text',
    name: uid,
    message: 'Merhaba, detayları konuşalım.',
    messageId,
    uid,
    timestamp: at('2024-02-04T10:00:00Z'),
    imageUrl: null,
    isRead: false,
    readAt: null,
    readBy: {},
    ...overrides,
  };
}

export function newBriefChatMessage(uid: string, messageId: string, overrides: DocumentData = {}) {
  return {
    ...storedBriefChatMessage(uid, messageId),
    timestamp: serverTimestamp(),
    ...overrides,
  };
}

/** The summary a sender writes with her message. */
export function briefChatSummary(uid: string, overrides: DocumentData = {}) {
  return {
    sender: uid,
    message: 'Yeni mesaj',
    uid,
    imageUrl: null,
    timestamp: serverTimestamp(),
    ...overrides,
  };
}

// ---- project conversations (issue 9: project lists) ----------------------------------------

/** A project entry as accepting writes it into a conversation's activeProjects. */
export function newProjectEntry(briefId: string, briefTitle: string, overrides: DocumentData = {}) {
  return {
    briefId,
    briefTitle,
    isActive: true,
    addedAt: at('2024-02-06T10:00:00Z'),
    ...overrides,
  };
}

// ---- support attachments (issue 9) ---------------------------------------------------------

/** A Storage download URL of a support attachment, as getDownloadURL returns it. */
export const supportFileUrl =
  'https://firebasestorage.googleapis.com/v0/b/demo-influencer.appspot.com/o/support%2Finf1%2F1707127200000-dekont.pdf?alt=media&token=0d9f';

/** The same from the local Storage emulator (plain http on port 9199). */
export const emulatorSupportFileUrl =
  'http://127.0.0.1:9199/v0/b/demo-influencer.appspot.com/o/support%2Finf1%2F1707127200000-dekont.pdf?alt=media&token=0d9f';

/** An attachment's fields on a support message or summary. */
export function supportAttachment(overrides: DocumentData = {}) {
  return { fileUrl: supportFileUrl, fileName: 'dekont.pdf', ...overrides };
}
