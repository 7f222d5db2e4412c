import { NotificationsBell } from '../features/notifications/components/NotificationsBell';
import AppLayout from '../layout/AppLayout';

/**
 * The /app frame as the app composes it: the layout knows no feature, so the features it
 * shows in its slots are chosen here (docs/data-layer.md, Boundaries).
 */
export default function AppFrame() {
  return <AppLayout notifications={<NotificationsBell />} />;
}
