// What this browser offers for web push, read when the section renders. The same checks as
// firebase/messaging's isSupported() that need no SDK (that module loads only on the click,
// where isSupported() itself has the last word).
export function browserCanPush(): boolean {
  if (typeof window === 'undefined' || window.isSecureContext === false) return false;
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The permission the user gave this site so far ('default': not asked, or dismissed). */
export function notificationPermission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'default' : Notification.permission;
}
