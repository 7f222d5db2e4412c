// @vitest-environment jsdom
// A new user's first visit to /app/support (issue 18 point 14) against the emulator and the real
// rules, rendered inside <StrictMode> as the dev server does: React runs the page's effect
// twice, so the conversation is "created if missing" twice at once. One conversation with one
// greeting must come of it, and the page must show it, not 'Bir hata oluştu…'. The same race
// straight through the api: two first opens at once, one creates, the other finds it.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../src/store/roles';
import { ensureSupportConversation } from '../../src/features/support/api/supportWrites';
import SupportPage from '../../src/features/support/pages/SupportPage';
import { renderWithProviders } from '../../src/test/renderWithProviders';
import { sessionUser, signedIn } from '../../src/test/sessionUsers';
import { adminApp, removeUser, signInNewUser } from './appUser';

const admin = adminApp('support-first-open');
const GREETING = 'Merhaba, destek ekibimize hoş geldiniz! Size nasıl yardımcı olabiliriz?';
const FAILED = 'Bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyiniz.';
let uid = '';

const conversation = () => admin.db.doc(`Support/${uid}`);
const messages = async () => (await conversation().collection('messages').get()).docs;

beforeAll(async () => {
  uid = await signInNewUser(admin, 'support-first-open', {
    type: 'influencer',
    name: 'İlk',
    surname: 'Ziyaret',
  });
});

afterAll(async () => {
  cleanup();
  await admin.db.recursiveDelete(conversation());
  await removeUser(admin, uid);
});

describe('the first open of support, whatever the timing', () => {
  it('under StrictMode (the effect runs twice): one greeting, shown, no error', async () => {
    expect((await conversation().get()).exists).toBe(false);
    await renderWithProviders(
      <StrictMode>
        <SupportPage />
      </StrictMode>,
      { preloadedState: signedIn(sessionUser(UserRole.Influencer, 'İlk Ziyaret', uid)) },
    );

    expect(await screen.findByText(GREETING, {}, { timeout: 10_000 })).toBeTruthy();
    // Both effects have settled: neither left the page (nor a toast) on the error.
    await waitFor(async () => expect((await messages()).length).toBe(1));
    expect(screen.queryByText(FAILED)).toBeNull();
    const greetings = await messages();
    expect(greetings.map((m) => m.get('isAutomatic'))).toEqual([true]);
    expect((await conversation().get()).get('userInfo.uid')).toBe(uid);
  });

  it('two first opens at once: one creates, the other finds it, one greeting', async () => {
    await admin.db.recursiveDelete(conversation());
    const user = { uid, name: 'İlk Ziyaret', email: '', type: 'influencer', profileImage: '' };
    const results = await Promise.all([
      ensureSupportConversation(user, GREETING),
      ensureSupportConversation(user, GREETING),
    ]);
    expect([...results].sort()).toEqual([false, true]);
    expect(await messages()).toHaveLength(1);
  });
});
