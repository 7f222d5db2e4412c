// Users/{uid}.totalEarnedPrice: read and written the same way by the app and the functions.
export { formatTotalEarned, parseTotalEarned } from '@shared/creatorEarnings';
