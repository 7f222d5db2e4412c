/* global self, URL */
// Web push for the app (issue 23). A plain worker with no Firebase SDK: no script from a CDN
// (no internet on the emulators, and the CSP allows scripts only from this origin). FCM
// delivers the message the functions send (functions/src/push/fcm.ts) as the push event's
// JSON: `notification` (title, body, and webpush's tag and icon merged in), `data.link`,
// `data.tag` and `fcmOptions.link`.
//
// Registered by the account page's "Bildirimleri aç" switch with its own scope
// (/firebase-cloud-messaging-push-scope), so it never replaces the app's offline worker (/sw.js)
// and controls no page.

const ICON = '/icons/icon-192.png';

/** The link as an absolute URL on this origin, or null: a push never opens another site. */
function ownLink(link) {
  if (typeof link !== 'string' || link === '') return null;
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

function payloadOf(event) {
  if (!event.data) return {};
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return {};
  }
}

self.addEventListener('install', () => {
  // Nothing to cache: a new version may take over at once.
  self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  const notification = payload.notification || {};
  const data = payload.data || {};
  const title = typeof notification.title === 'string' ? notification.title : '';
  if (!title) return;
  const link = ownLink(data.link) || ownLink(payload.fcmOptions && payload.fcmOptions.link);
  const tag = data.tag || notification.tag;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notification.body === 'string' ? notification.body : '',
      icon: ownLink(notification.icon) || ICON,
      // One notification per event: a retried send replaces it instead of adding a second.
      ...(tag ? { tag: String(tag) } : {}),
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = ownLink(event.notification.data && event.notification.data.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const target = link || self.location.origin + '/';
      // A tab already showing that page is brought forward; otherwise the page opens in a new
      // one (this worker controls no tab, so it cannot navigate an open one).
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      if (!link) {
        const appTab = windows.find((client) => ownLink(client.url));
        if (appTab) return appTab.focus();
      }
      return self.clients.openWindow(target);
    })(),
  );
});
