// totalEarnedPrice (Users and Influencers): read and written the same way by the app and the
// functions.
export {
  anyTotalStored,
  formatTotalEarned,
  parseTotalEarned,
  storedTotalEarned,
} from '@shared/creatorEarnings';
