import { act, screen, waitFor, within } from '@testing-library/react';
import * as messaging from 'firebase/messaging';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTREACH_EVENTS } from '@shared/outreach';
import type { UserDoc } from '@/lib/collections/users';
import { UserRole } from '@/store/roles';
import { userDocReceived } from '@/store/session/sessionSlice';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/notificationSettingsApi';
import { NotificationSettingsSection } from '../components/NotificationSettingsSection';

// The Firestore edge (api/notificationSettingsApi.ts) and the browser's and FCM's parts
// (firebase/messaging, the service worker container, Notification) are stubbed; the store,
// the thunks, the slice and the texts are the real ones. The token write itself under the
// rules: tests/rules/notificationPreferences.test.ts.
vi.mock('../api/notificationSettingsApi', () => ({
  saveNotificationPreferences: vi.fn(),
  addPushToken: vi.fn(),
  removePushToken: vi.fn(),
}));
// The web push key comes from the validated env (none on the emulators the tests mimic).
const pushKey = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), fcmVapidKey: pushKey.value }) };
});
vi.mock('firebase/messaging', () => ({
  isSupported: vi.fn(),
  getMessaging: vi.fn(),
  getToken: vi.fn(),
  deleteToken: vi.fn(),
}));

const savePreferences = vi.mocked(api.saveNotificationPreferences);
const addPushToken = vi.mocked(api.addPushToken);
const removePushToken = vi.mocked(api.removePushToken);
const getToken = vi.mocked(messaging.getToken);
const deleteToken = vi.mocked(messaging.deleteToken);

const VAPID = 'BFakeVapidKeyForTests';
const TOKEN = 'fcm-token-of-this-browser';
const registration = { scope: 'http://localhost/firebase-cloud-messaging-push-scope' };
const register = vi.fn();
const getRegistration = vi.fn();
const requestPermission = vi.fn();

/** A browser that can receive push: a service worker container, PushManager, Notification. */
function stubPushBrowser(permission: NotificationPermission = 'default') {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistration },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission });
}

function userDoc(extra: Partial<UserDoc> & Record<string, unknown> = {}): UserDoc {
  return { uid: 'u1', email: 'u1@demo.test', type: 'brand', ...extra } as UserDoc;
}

async function renderSection(doc: UserDoc = userDoc(), role: UserRole = UserRole.Brand) {
  const rendered = await renderWithProviders(<NotificationSettingsSection uid="u1" />, {
    preloadedState: signedIn(sessionUser(role), null, { u1: doc }),
  });
  await screen.findByTestId('notification-preferences');
  return rendered;
}

const box = (event: string, channel: 'E-posta' | 'Anlık bildirim') =>
  screen.getByRole('checkbox', { name: `${event}: ${channel}` }) as HTMLInputElement;
/** Visibly "Kaydet"; its name says what it saves (the account page has more "Kaydet" buttons). */
const saveButton = () => screen.getByRole('button', { name: 'Kaydet (bildirim tercihleri)' });
const pushSwitch = () =>
  screen.getByRole('switch', { name: 'Bildirimleri aç' }) as HTMLInputElement;
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  savePreferences.mockResolvedValue(undefined);
  addPushToken.mockResolvedValue(undefined);
  removePushToken.mockResolvedValue(undefined);
  vi.mocked(messaging.isSupported).mockResolvedValue(true);
  vi.mocked(messaging.getMessaging).mockReturnValue({} as messaging.Messaging);
  getToken.mockResolvedValue(TOKEN);
  deleteToken.mockResolvedValue(true);
  register.mockResolvedValue(registration);
  getRegistration.mockResolvedValue(registration);
  requestPermission.mockResolvedValue('granted');
  pushKey.value = VAPID;
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the notification preferences', () => {
  it('lists the events in Turkish with their stored flags, newProject only for admins', async () => {
    await renderSection(
      userDoc({
        notificationPreferences: {
          language: 'es',
          email: { newOffer: false, chatMessage: false },
          push: { supportAnswer: false },
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Bildirimler' })).toBeTruthy();
    expect(rowNames()).toEqual([
      'Yeni teklif',
      'Teklif sonucu (kabul / ret)',
      'Okunmamış mesaj özeti',
      'Destek yanıtı',
      'Proje onayı',
      'Ödeme hareketleri',
      'Kazanç eklendi',
      'Fatura ödendi',
      'İş birliği adımları',
    ]);
    expect(box('Yeni teklif', 'E-posta').checked).toBe(false);
    expect(box('Yeni teklif', 'Anlık bildirim').checked).toBe(true);
    expect(box('Okunmamış mesaj özeti', 'E-posta').checked).toBe(false);
    expect(box('Destek yanıtı', 'Anlık bildirim').checked).toBe(false);
    expect(box('Proje onayı', 'E-posta').checked).toBe(true);
    const language = screen.getByLabelText('E-posta dili') as HTMLSelectElement;
    expect(language.value).toBe('es');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Türkçe', 'English', 'Español']);
  });

  it('shows admins the new project awaiting approval too', async () => {
    await renderSection(userDoc({ type: 'admin' }), UserRole.Admin);
    expect(rowNames()).toHaveLength(OUTREACH_EVENTS.length);
    expect(rowNames().at(-1)).toBe('Onay bekleyen yeni proje');
  });

  it('starts with everything on and the app’s language when nothing is stored', async () => {
    await renderSection();
    const boxes = within(screen.getByRole('table')).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(18);
    expect(boxes.every((input) => input.checked)).toBe(true);
    expect((screen.getByLabelText('E-posta dili') as HTMLSelectElement).value).toBe('tr');
    expect(saveButton().firstChild?.textContent).toBe('Kaydet');
  });

  it('keeps the transactional mails’ boxes checked and disabled, with the note', async () => {
    await renderSection(userDoc({ notificationPreferences: { email: { payment: false } } }));
    for (const event of ['Ödeme hareketleri', 'Fatura ödendi']) {
      const email = box(event, 'E-posta');
      expect(email.checked).toBe(true);
      expect(email.disabled).toBe(true);
      const note = document.getElementById(email.getAttribute('aria-describedby') ?? '');
      expect(note?.textContent).toContain('İşlem e-postaları her zaman gönderilir');
      expect(box(event, 'Anlık bildirim').disabled).toBe(false);
    }
    expect(box('Yeni teklif', 'E-posta').disabled).toBe(false);
  });

  it('saves the changed flags and language in one write, then says it is saved', async () => {
    let finish!: () => void;
    savePreferences.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await renderSection(
      userDoc({ notificationPreferences: { push: { chatMessage: false } } }),
    );
    await user.click(box('Yeni teklif', 'E-posta'));
    await user.click(box('Okunmamış mesaj özeti', 'Anlık bildirim'));
    await user.click(box('Fatura ödendi', 'Anlık bildirim'));
    await user.selectOptions(screen.getByLabelText('E-posta dili'), 'en');
    await user.click(saveButton());

    const busy = screen.getByRole('button', {
      name: 'Kaydediliyor... (bildirim tercihleri)',
    }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(savePreferences).toHaveBeenCalledTimes(1);
    const [uid, preferences] = savePreferences.mock.calls[0]!;
    expect(uid).toBe('u1');
    const on = (except: Record<string, boolean>, events: readonly string[]) =>
      Object.fromEntries(events.map((event) => [event, except[event] ?? true]));
    const shown = OUTREACH_EVENTS.filter((event) => event !== 'newProject');
    expect(preferences).toEqual({
      language: 'en',
      // Transactional mails always go: their flag is not written.
      email: on(
        { newOffer: false },
        shown.filter((event) => event !== 'payment' && event !== 'invoicePaid'),
      ),
      push: on({ chatMessage: true, invoicePaid: false }, shown),
    });

    await act(async () => finish());
    expect(screen.getByTestId('preferences-saved').textContent).toBe(
      'Bildirim tercihleriniz kaydedildi.',
    );
    // Another change: the saved line no longer applies.
    await user.click(box('Yeni teklif', 'E-posta'));
    expect(screen.getByTestId('preferences-saved').textContent).toBe('');
  });

  it('says in Turkish when the save failed, and keeps the edits', async () => {
    savePreferences.mockRejectedValue(Object.assign(new Error('denied'), { code: 'unavailable' }));
    const { user } = await renderSection();
    await user.click(box('Yeni teklif', 'E-posta'));
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bildirim tercihleriniz kaydedilemedi. Lütfen tekrar deneyin.',
    );
    expect(box('Yeni teklif', 'E-posta').checked).toBe(false);
    expect(saveButton()).toBeTruthy();
  });

  it('works from the keyboard: space ticks a box, enter in the form saves', async () => {
    const { user } = await renderSection();
    box('Destek yanıtı', 'E-posta').focus();
    await user.keyboard(' ');
    expect(box('Destek yanıtı', 'E-posta').checked).toBe(false);
    saveButton().focus();
    await user.keyboard('{Enter}');
    expect(savePreferences).toHaveBeenCalledTimes(1);
    expect(savePreferences.mock.calls[0]![1].email?.supportAnswer).toBe(false);
  });

  it('points marketing mails to the marketing consent, with no control of its own', async () => {
    await renderSection();
    expect(screen.getByTestId('marketing-mails').textContent).toBe(
      'Kampanya ve duyuru e-postaları yalnızca ticari ileti (pazarlama) izninizle gönderilir; ' +
        'bu izni aşağıdaki "Onaylarım" bölümünden verip geri alabilirsiniz.',
    );
    expect(screen.queryByRole('checkbox', { name: /pazarlama|ticari/i })).toBeNull();
  });
});

describe('the push switch', () => {
  it('is disabled, saying why, without the FCM web push key (emulators, CI)', async () => {
    pushKey.value = null;
    stubPushBrowser();
    await renderSection();
    expect(pushSwitch().disabled).toBe(true);
    expect(screen.getByTestId('push-unavailable').textContent).toBe(
      'Anlık bildirimler bu ortamda kullanılamıyor: Firebase Cloud Messaging anahtarı ' +
        'ayarlanmamış. E-postalar yine gönderilir.',
    );
    expect(pushSwitch().getAttribute('aria-describedby')).toContain('push-problem');
  });

  it('is disabled, saying why, in a browser without push', async () => {
    await renderSection(); // jsdom: no service workers, no PushManager
    expect(pushSwitch().disabled).toBe(true);
    expect(screen.getByTestId('push-unavailable').textContent).toMatch(
      /^Bu tarayıcı anlık bildirimleri desteklemiyor\./,
    );
  });

  it('asks for the permission only on the click, then stores this browser’s token', async () => {
    stubPushBrowser();
    const { user, store } = await renderSection(userDoc({ pushNotificationIds: ['other-device'] }));
    expect(pushSwitch().disabled).toBe(false);
    expect(pushSwitch().checked).toBe(false);
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(pushSwitch());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(addPushToken).toHaveBeenCalledWith('u1', TOKEN, ['other-device']));
    expect(register).toHaveBeenCalledWith('/firebase-messaging-sw.js', {
      scope: '/firebase-cloud-messaging-push-scope',
    });
    expect(getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: VAPID,
      serviceWorkerRegistration: registration,
    });
    expect(addPushToken).toHaveBeenCalledWith('u1', TOKEN, ['other-device']);
    expect(window.localStorage.getItem('pushDeviceToken')).toBe(TOKEN);

    // The session's listener brings the stored list back: now the switch is on.
    act(() => {
      store.dispatch(
        userDocReceived({
          uid: 'u1',
          doc: userDoc({ pushNotificationIds: ['other-device', TOKEN] }),
        }),
      );
    });
    expect(pushSwitch().checked).toBe(true);
  });

  it('tells how to allow notifications when the permission is denied, storing nothing', async () => {
    stubPushBrowser();
    requestPermission.mockResolvedValue('denied');
    const { user } = await renderSection();
    await user.click(pushSwitch());
    expect((await screen.findByTestId('push-problem')).textContent).toBe(
      'Bu site için bildirim izni engellenmiş. İzin vermek için adres çubuğundaki site bilgisi ' +
        '(kilit) simgesine tıklayın, Bildirimler ayarını "İzin ver" yapın, sayfayı yenileyip ' +
        'anahtarı yeniden açın.',
    );
    expect(getToken).not.toHaveBeenCalled();
    expect(addPushToken).not.toHaveBeenCalled();
    expect(pushSwitch().checked).toBe(false);
  });

  it('shows the way out at once when notifications were blocked before', async () => {
    stubPushBrowser('denied');
    await renderSection();
    expect(screen.getByTestId('push-problem').textContent).toMatch(/^Bu site için bildirim izni/);
    expect(pushSwitch().disabled).toBe(false);
  });

  it('says so when FCM gives no token, storing nothing', async () => {
    stubPushBrowser();
    getToken.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'messaging/token-subscribe-failed' }),
    );
    const { user } = await renderSection();
    await user.click(pushSwitch());
    expect((await screen.findByTestId('push-problem')).textContent).toBe(
      'Anlık bildirimler açılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    );
    expect(addPushToken).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('pushDeviceToken')).toBeNull();
  });

  it('switching off removes only this browser’s token and deletes it at FCM', async () => {
    stubPushBrowser('granted');
    window.localStorage.setItem('pushDeviceToken', TOKEN);
    const { user } = await renderSection(userDoc({ pushNotificationIds: ['other-device', TOKEN] }));
    expect(pushSwitch().checked).toBe(true);

    await user.click(pushSwitch());
    await waitFor(() => expect(deleteToken).toHaveBeenCalledTimes(1));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(removePushToken).toHaveBeenCalledWith('u1', TOKEN);
    expect(window.localStorage.getItem('pushDeviceToken')).toBeNull();
    expect(pushSwitch().checked).toBe(false);
  });
});
