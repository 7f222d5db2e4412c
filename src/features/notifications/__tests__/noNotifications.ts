// A stand-in for the bell's Firestore api where the frame is rendered whole: the user has no
// notifications.
//   vi.mock('../../features/notifications/api/notifications', () =>
//     import('../../features/notifications/__tests__/noNotifications'));
export const NOTIFICATION_LIST_SIZE = 12;

export function subscribeNotifications(_uid: string, onData: (items: never[]) => void) {
  onData([]);
  return () => undefined;
}

export const markNewestRead = () => Promise.resolve();
export const markNotificationRead = () => Promise.resolve();
