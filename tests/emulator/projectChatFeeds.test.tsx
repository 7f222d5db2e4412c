// @vitest-environment jsdom
// The project chat against the emulator, with the real store, the chat page and the app's own
// Firebase module signed in as one participant (the other side writes through firebase-admin):
// the live window of 50 and an older page by cursor, a message from the other side arriving and
// being marked read with the reader's count back to 0, a send that raises the other's count,
// and every listener detached when the page goes.
import { act, cleanup, waitFor } from '@testing-library/react';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../src/store/roles';
import { MESSAGE_PAGE_SIZE } from '../../src/features/chat/api/chatSubscriptions';
import { selectThread, selectThreadMessages } from '../../src/features/chat/chatSlice';
import { loadOlderMessages } from '../../src/features/chat/chatThunks';
import { sendChatMessage } from '../../src/features/chat/chatWriteThunks';
import ChatPage from '../../src/features/chat/pages/ChatPage';
import { renderWithProviders } from '../../src/test/renderWithProviders';
import { sessionUser, signedIn } from '../../src/test/sessionUsers';
import { adminApp, removeUser, run, signInNewUser } from './appUser';
import { attached, detached } from './snapshotSpy';

vi.mock('firebase/firestore', async (original) =>
  (await import('./snapshotSpy')).withSnapshotSpy(await original()),
);

const admin = adminApp('project-chat');
const db = admin.db;
const other = `chat-other-${run}`;
let uid = '';
let conversationId = '';
const HISTORY = 60;

beforeAll(async () => {
  uid = await signInNewUser(admin, 'project-chat', { type: 'brand', name: 'Sohbet', surname: run });
  const participants = [uid, other].sort();
  conversationId = participants.join('_');
  const start = Date.now() - HISTORY * 60_000;
  await db.doc(`project-conversations/${conversationId}`).set({
    conversationId,
    participants,
    users: [
      { id: uid, name: `Sohbet ${run}` },
      { id: other, name: 'Ayşe Yılmaz' },
    ],
    activeProjects: [
      { briefId: 'b1', briefTitle: 'Yaz', isActive: true, addedAt: Timestamp.now() },
    ],
    archivedProjects: [],
    lastMessage: `mesaj ${HISTORY - 1}`,
    lastMessageTime: Timestamp.fromMillis(start + (HISTORY - 1) * 60_000),
    unreadCounts: { [uid]: 0, [other]: 0 },
    typing: {},
    createdAt: Timestamp.fromMillis(start),
    isActive: true,
    isCompleted: false,
    type: 'active',
  });
  const batch = db.batch();
  for (let i = 0; i < HISTORY; i += 1) {
    batch.set(
      db.doc(`project-conversations/${conversationId}/messages/m${String(i).padStart(3, '0')}`),
      {
        text: `mesaj ${i}`,
        senderId: i % 2 === 0 ? uid : other,
        timestamp: Timestamp.fromMillis(start + i * 60_000),
        isRead: true,
        briefId: 'b1',
        briefTitle: 'Yaz',
      },
    );
  }
  await batch.commit();
});

afterAll(async () => {
  await db.recursiveDelete(db.doc(`project-conversations/${conversationId}`));
  await removeUser(admin, uid);
});

describe('the project chat against the emulator', () => {
  it('pages, delivers, marks read, sends and detaches', async () => {
    const router = createMemoryRouter(
      [
        { path: '/app/chat', element: <ChatPage /> },
        { path: '/app/elsewhere', element: <p>başka sayfa</p> },
      ],
      { initialEntries: [`/app/chat?c=${conversationId}`] },
    );
    const { store } = await renderWithProviders(<RouterProvider router={router} />, {
      preloadedState: signedIn(sessionUser(UserRole.Brand, 'Sohbet', uid)),
    });
    const texts = () => selectThreadMessages(store.getState(), conversationId).map((m) => m.text);
    const messagesPath = `project-conversations/${conversationId}/messages`;

    // Opening shows the newest page only, oldest first; older ones come by cursor.
    await waitFor(() => expect(texts()).toHaveLength(MESSAGE_PAGE_SIZE), { timeout: 10_000 });
    expect(texts().at(-1)).toBe(`mesaj ${HISTORY - 1}`);
    expect(texts()[0]).toBe(`mesaj ${HISTORY - MESSAGE_PAGE_SIZE}`);
    await act(() => store.dispatch(loadOlderMessages(conversationId)));
    expect(texts()).toHaveLength(HISTORY);
    expect(texts()[0]).toBe('mesaj 0');
    expect(selectThread(store.getState(), conversationId)?.cursor).toBeNull();

    // The other side writes (as her client would): it arrives, is marked read, count back to 0.
    await db.runTransaction(async (tx) => {
      tx.set(db.collection(messagesPath).doc('from-other'), {
        text: 'Yeni mesaj',
        senderId: other,
        timestamp: FieldValue.serverTimestamp(),
        isRead: false,
      });
      tx.update(db.doc(`project-conversations/${conversationId}`), {
        lastMessage: 'Yeni mesaj',
        lastMessageTime: FieldValue.serverTimestamp(),
        [`unreadCounts.${uid}`]: FieldValue.increment(1),
      });
    });
    await waitFor(() => expect(texts().at(-1)).toBe('Yeni mesaj'), { timeout: 10_000 });
    await waitFor(
      async () => {
        expect((await db.doc(`${messagesPath}/from-other`).get()).get('isRead')).toBe(true);
        const conversation = await db.doc(`project-conversations/${conversationId}`).get();
        expect(conversation.get(`unreadCounts.${uid}`)).toBe(0);
      },
      { timeout: 10_000 },
    );

    // Sending: the message, the summary and the other side's count in one batch.
    const sent = await act(() =>
      store.dispatch(
        sendChatMessage({
          conversationId,
          senderId: uid,
          otherId: other,
          text: 'Cevabım',
          project: { briefId: 'b1', briefTitle: 'Yaz' },
        }),
      ),
    );
    expect(sendChatMessage.fulfilled.match(sent)).toBe(true);
    const conversation = await db.doc(`project-conversations/${conversationId}`).get();
    expect(conversation.get('lastMessage')).toBe('Cevabım');
    expect(conversation.get(`unreadCounts.${other}`)).toBe(1);
    await waitFor(() => expect(texts().at(-1)).toBe('Cevabım'));

    // Leaving the page detaches the list and the messages listeners, and drops the thread.
    await act(() => router.navigate('/app/elsewhere'));
    await waitFor(() => expect(detached(messagesPath)).toHaveLength(attached(messagesPath).length));
    expect(attached(messagesPath)).toHaveLength(1);
    expect(detached('project-conversations')).toHaveLength(
      attached('project-conversations').length,
    );
    expect(store.getState().live).toEqual({});
    expect(selectThreadMessages(store.getState(), conversationId)).toEqual([]);
    cleanup();
  });
});
