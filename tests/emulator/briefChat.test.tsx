// @vitest-environment jsdom
// The brief chat (`Messages`) against the emulator, with the real store, the chat page and the
// app's own Firebase module signed in as a bidder (the brief's owner writes through
// firebase-admin): `?briefId=` opens a new chat whose first message creates it, the owner's
// reply arrives and is marked read (readBy, the count back to 0), and once the owner blocks
// her the composer gives way to the notice.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../src/store/roles';
import { selectThreadMessages } from '../../src/features/chat/chatSlice';
import ChatPage from '../../src/features/chat/pages/ChatPage';
import { briefChatKeyOf } from '../../src/lib/collections/briefChats';
import { renderWithProviders } from '../../src/test/renderWithProviders';
import { sessionUser, signedIn } from '../../src/test/sessionUsers';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('brief-chat');
const db = admin.db;
const owner = `brief-owner-${run}`;
const briefId = `brief-chat-${run}`;
const title = `Kış koleksiyonu ${run}`;
let uid = '';
let chatPath = '';

beforeAll(async () => {
  uid = await signInNewUser(admin, 'brief-chat', {
    type: 'influencer',
    name: 'Deniz',
    surname: 'Yılmaz',
  });
  chatPath = `Messages/${briefId}_${uid}`;
  // Her offer's sealed copy: a brief chat is only between the owner and a bidder with an offer.
  await db.doc(`bidders/${briefId}/offers/${uid}`).set({
    bid: { bidderId: uid, price: 5000, influencerEarnings: 4000 },
    briefId,
    updatedAt: Timestamp.now(),
  });
  await db.doc(`briefs/${briefId}`).set({
    id: briefId,
    title,
    description: 'Kış koleksiyonu için Instagram gönderileri.',
    briefOwnerUserId: owner,
    briefSenderId: owner,
    briefSenderName: 'Nova Market',
    briefSenderImageUrl: '',
    visibility: 'brand',
    paymentType: 'money',
    isVerified: true,
    isCompleted: false,
    shouldHideBrief: false,
    bidderIds: [uid],
    acceptedUsers: [],
    completedUsers: [],
    declinedUser: [],
    timestamp: Timestamp.now(),
  });
});

afterAll(async () => {
  cleanup();
  await db.recursiveDelete(db.doc(chatPath));
  await db.recursiveDelete(db.doc(`bidders/${briefId}`));
  await db.doc(`briefs/${briefId}`).delete();
  await removeUser(admin, uid);
});

describe('the brief chat against the emulator', () => {
  it('starts with the first message, delivers, marks read and honours a block', async () => {
    const router = createMemoryRouter([{ path: '/app/chat', element: <ChatPage /> }], {
      initialEntries: [`/app/chat?briefId=${briefId}`],
    });
    const { store } = await renderWithProviders(<RouterProvider router={router} />, {
      preloadedState: signedIn(sessionUser(UserRole.Influencer, 'Deniz Yılmaz', uid)),
    });
    const key = briefChatKeyOf(briefId, uid);
    const texts = () => selectThreadMessages(store.getState(), key).map((m) => m.text);

    // No chat yet: the brief's owner and title come from the brief, the box is ready.
    const box = await screen.findByLabelText('Mesajınız', {}, { timeout: 10_000 });
    expect(await screen.findByText(`Brif: ${title}`)).toBeTruthy();
    expect((await db.doc(chatPath).get()).exists).toBe(false);

    fireEvent.change(box, { target: { value: 'Merhaba, çekim tarihi esnek mi?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(
      async () => {
        const chat = await db.doc(chatPath).get();
        expect(chat.get('userIds')).toEqual([owner, uid]);
        expect(chat.get('bidderIds')).toEqual([uid]);
        expect(chat.get('briefTitle')).toBe(title);
        expect(chat.get('unreadCounts')).toEqual({ [owner]: 1, [uid]: 0 });
        expect(chat.get('lastMessageObject.message')).toBe('Merhaba, çekim tarihi esnek mi?');
        const sent = await db.collection(`${chatPath}/${briefId}`).get();
        expect(sent.docs.map((m) => m.get('message'))).toEqual(['Merhaba, çekim tarihi esnek mi?']);
        expect(sent.docs[0].get('uid')).toBe(uid);
      },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(texts()).toEqual(['Merhaba, çekim tarihi esnek mi?']), {
      timeout: 10_000,
    });

    // The owner answers (as her client would): it arrives and is marked read.
    const reply = db.collection(`${chatPath}/${briefId}`).doc('owner-reply');
    await db.runTransaction(async (tx) => {
      tx.set(reply, {
        kind: 'text',
        name: 'Nova Market',
        message: 'Evet, iki hafta içinde herhangi bir gün olabilir.',
        messageId: reply.id,
        uid: owner,
        timestamp: FieldValue.serverTimestamp(),
        imageUrl: '',
        isRead: false,
        readBy: {},
      });
      tx.update(db.doc(chatPath), {
        timestamp: FieldValue.serverTimestamp(),
        [`unreadCounts.${uid}`]: FieldValue.increment(1),
      });
    });
    await waitFor(
      () => expect(texts().at(-1)).toBe('Evet, iki hafta içinde herhangi bir gün olabilir.'),
      { timeout: 10_000 },
    );
    await waitFor(
      async () => {
        const read = await reply.get();
        expect(read.get('isRead')).toBe(true);
        expect(read.get(`readBy.${uid}`)).toBeInstanceOf(Timestamp);
        expect((await db.doc(chatPath).get()).get(`unreadCounts.${uid}`)).toBe(0);
      },
      { timeout: 10_000 },
    );

    // Blocked: she keeps the history but the box goes.
    await db.doc(chatPath).update({ bidderIds: [] });
    await screen.findByTestId('blocked-notice', {}, { timeout: 10_000 });
    expect(screen.queryByLabelText('Mesajınız')).toBeNull();
    expect(texts()).toHaveLength(2);
  });
});
