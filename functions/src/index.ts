// Cloud Functions entry point. Each function lives in its own file; this file only exports them.
export { health } from './health';
export { createManagedLogin } from './createManagedLogin';
export { isUsernameAvailable } from './isUsernameAvailable';
export { deleteAccount } from './deleteAccount';
export { deleteBrief } from './deleteBrief';
export { notifyAdminsOfNewBrief } from './notifyAdminsOfNewBrief';
export { instagramProfile, twitchFollowers, videoChannel } from './socialStats/callables';
export { api } from './api/api';
export { payment } from './payment/payment';
export { savePayoutDetails } from './savePayoutDetails';
export { releaseOnCompletion } from './payment/releaseOnCompletion';
export { releaseOverdue } from './payment/releaseOverdue';
export {
  timelineOnAddress,
  timelineOnBrief,
  timelineOnDelivery,
  timelineOnDraft,
  timelineOnPayment,
  timelineOnShipment,
} from './collaboration/timelineTriggers';
export { reviewAggregates } from './reviews/reviewAggregates';
export { createReportShare, revokeReportShare, sharedReport } from './reports/reportShares';
export { postMetricsOnDelivery, takePostReadings } from './postMetrics/readings';
export { engagementOnCompletion, engagementOnPostMetrics } from './postMetrics/engagement';
export { recordPostMetricsByHand } from './postMetrics/handEntry';
export { adminWeeklyStats } from './adminStats/adminWeeklyStats';
// Deployed as `eraseShippingAddresses` (docs/briefs-model.md); the module's core of that name
// is the function's body, which the emulator test calls with a chosen `now`.
export { eraseShippingAddressesDaily as eraseShippingAddresses } from './collaboration/eraseShippingAddresses';
// Issue 23: notifications for events that had none, and the chat digest (functions/src/outreach).
export {
  outreachOnBrief,
  outreachOnOffer,
  outreachOnPayment,
  outreachOnSupportAnswer,
} from './outreach/producers/producerTriggers';
export {
  chatDigestOnBriefMessage,
  chatDigestOnProjectMessage,
  sendChatDigests,
} from './outreach/chatDigest';
export { outreachOnNotification } from './mail/onNotification';
export { retryDeliveries } from './mail/retryDeliveries';
export { unsubscribe } from './mail/unsubscribe';
export { sendMarketingMailing } from './outreach/mailing';
