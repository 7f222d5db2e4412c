import { beforeEach, describe, expect, it, vi } from 'vitest';

// public/firebase-messaging-sw.js, run in a stand-in worker scope: what a push from FCM
// shows, and where a click on it leads (only ever this origin).
const source = Object.values(
  import.meta.glob<string>('/public/firebase-messaging-sw.js', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)[0]!;
const ORIGIN = 'https://app.example.test';

type Listener = (event: Record<string, unknown>) => void;

function startWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: new URL(`${ORIGIN}/firebase-messaging-sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
  };
  // The worker's own globals, and nothing of this module's scope.
  new Function('self', 'URL', source)(self, URL);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
    });
    await waited;
  };
  return { fire, showNotification, openWindow };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });
const clickOn = (link: unknown) => ({
  notification: { close: vi.fn(), data: { link } },
});

const fcmPayload = {
  notification: {
    title: 'Yeni teklif',
    body: 'Ayşe 4500 TL teklif verdi.',
    tag: 'n-1',
    icon: '/icons/icon-192.png',
  },
  data: { link: `${ORIGIN}/app/briefDetail?briefId=b1`, tag: 'n-1' },
  fcmOptions: { link: `${ORIGIN}/app/briefDetail?briefId=b1` },
  from: '1234',
};

beforeEach(() => vi.clearAllMocks());

describe('the messaging worker', () => {
  it('shows FCM’s notification with its tag, icon and link', async () => {
    const worker = startWorker();
    await worker.fire('push', pushOf(fcmPayload));
    expect(worker.showNotification).toHaveBeenCalledWith('Yeni teklif', {
      body: 'Ayşe 4500 TL teklif verdi.',
      icon: `${ORIGIN}/icons/icon-192.png`,
      tag: 'n-1',
      data: { link: `${ORIGIN}/app/briefDetail?briefId=b1` },
    });
  });

  it('drops a link to another site, and shows nothing without a title', async () => {
    const worker = startWorker();
    await worker.fire(
      'push',
      pushOf({ ...fcmPayload, data: { link: 'https://evil.test/x' }, fcmOptions: {} }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Yeni teklif',
      expect.objectContaining({ data: { link: null } }),
    );
    worker.showNotification.mockClear();
    await worker.fire('push', pushOf({ data: { link: '/app' } }));
    await worker.fire('push', { data: { json: () => JSON.parse('not json') } });
    expect(worker.showNotification).not.toHaveBeenCalled();
  });

  it('on a click, focuses the tab showing the link, or opens it', async () => {
    const focus = vi.fn(async () => undefined);
    const link = `${ORIGIN}/app/support`;
    const withTab = startWorker([{ url: link, focus }]);
    await withTab.fire('notificationclick', clickOn(link));
    expect(focus).toHaveBeenCalled();
    expect(withTab.openWindow).not.toHaveBeenCalled();

    const withoutTab = startWorker([{ url: `${ORIGIN}/app/projects`, focus }]);
    await withoutTab.fire('notificationclick', clickOn(link));
    expect(withoutTab.openWindow).toHaveBeenCalledWith(link);
  });

  it('never opens another site: a foreign link opens the app instead', async () => {
    const worker = startWorker();
    await worker.fire('notificationclick', clickOn('https://evil.test/phish'));
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
