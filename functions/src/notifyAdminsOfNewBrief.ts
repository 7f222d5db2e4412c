import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminDb, REGION } from './admin';
import { describedQuery } from './firestoreQuery';
import { usersOfType } from './queries';

// Spec section 7: a brief awaiting approval sends a newProject notification to every admin,
// and each admin's notificationCount goes up by one. A browser cannot do this: a brand may not
// list the admins. Briefs stamped more than an hour before they arrive (imports, the demo
// seed's back-dated briefs) are not news and notify no one.
const FRESH_MS = 60 * 60 * 1000;

export const notifyAdminsOfNewBrief = onDocumentCreated(
  { document: 'briefs/{briefId}', region: REGION },
  async (event) => {
    const brief = event.data?.data();
    if (!brief || brief.isVerified === true) return;
    const stamped = brief.timestamp instanceof Timestamp ? brief.timestamp.toMillis() : 0;
    if (Date.now() - stamped > FRESH_MS) return;

    const db = adminDb();
    const admins = await describedQuery(db, usersOfType('admin')).get();
    if (admins.empty) return;
    const briefId = event.params.briefId;
    const title = typeof brief.title === 'string' ? brief.title : '';
    const sender = typeof brief.briefSenderName === 'string' ? brief.briefSenderName : '';
    const batch = db.batch();
    for (const admin of admins.docs) {
      const notification = admin.ref.collection('Notifications').doc();
      batch.set(notification, {
        type: 'newProject',
        message: `${sender} onay bekleyen yeni bir proje oluşturdu: ${title}`,
        id: notification.id,
        isRead: false,
        image: typeof brief.briefSenderImageUrl === 'string' ? brief.briefSenderImageUrl : '',
        timestamp: FieldValue.serverTimestamp(),
        path: `/app/briefDetail?briefId=${encodeURIComponent(briefId)}`,
        emailData: {
          subject: 'Onay bekleyen yeni proje',
          name: sender,
          briefId,
          briefTitle: title,
        },
      });
      // Like every notifier (docs/decisions.md "Notification writers"), though rules do not
      // apply to the Admin SDK.
      batch.update(admin.ref, {
        notificationCount: FieldValue.increment(1),
        lastNotificationId: notification.id,
      });
    }
    await batch.commit();
    logger.info('newProject notifications sent', { briefId, admins: admins.size });
  },
);
