// A stand-in for the bell's Firestore api in layout tests: the user has no notifications.
//   vi.mock('../../features/briefs/api/notifications', () => import('./noNotifications'));
export function subscribeNotifications(_uid: string, onData: (items: never[]) => void) {
  onData([]);
  return () => undefined;
}

export function subscribeNotificationCount(_uid: string, onData: (count: number) => void) {
  onData(0);
  return () => undefined;
}

export const markNewestRead = () => Promise.resolve();
export const markNotificationRead = () => Promise.resolve();
