// The projectAccepted notification an accept writes (spec sections 3 and 7). A new notification
// and `notificationCount + 1` on its recipient always go in the same batch or transaction, the
// count naming the notification in `lastNotificationId` (docs/decisions.md "Notification writers").
import { briefDetailPath } from '@/config/paths';
import { notificationsPath } from '@/lib/collections/notifications';
import { USERS } from '@/lib/collections/users';
import type { DisclosureEntry } from '../model/adDisclosure';
import { storedTexts } from './storedTexts';
import { NOW, plus, type PlannedWrite } from './writePlan';

/**
 * The projectAccepted notification for `recipient` and their count going up by exactly one.
 * emailData carries no address: the brief owner cannot read the recipient's Users document.
 */
export function projectAcceptedNotificationWrites(options: {
  recipientId: string;
  recipientName: string;
  notificationId: string;
  brief: {
    id: string;
    title: string;
    ownerName: string;
    ownerImage: string;
    disclosure: DisclosureEntry[];
  };
}): PlannedWrite[] {
  const { recipientId, recipientName, notificationId, brief } = options;
  return [
    {
      op: 'create',
      path: `${notificationsPath(recipientId)}/${notificationId}`,
      data: {
        type: 'projectAccepted',
        message: storedTexts.acceptedNotification(brief.ownerName, brief.title, brief.disclosure),
        id: notificationId,
        isRead: false,
        image: brief.ownerImage,
        timestamp: NOW,
        path: briefDetailPath(brief.id),
        emailData: {
          subject: storedTexts.acceptedSubject,
          name: recipientName,
          briefId: brief.id,
          briefTitle: brief.title,
        },
      },
    },
    {
      op: 'update',
      path: `${USERS}/${recipientId}`,
      // The rules let the count move only beside the notification this names.
      data: { notificationCount: plus(1), lastNotificationId: notificationId },
    },
  ];
}
