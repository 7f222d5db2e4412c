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
