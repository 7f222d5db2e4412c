// Links into and out of the influencer pages (spec section 2: /app/influencerDetail?userId=).
import { paths } from '@/config/paths';

export const influencerDetailPath = (uid: string) =>
  `${paths.app.influencerDetail}?userId=${encodeURIComponent(uid)}`;

export const instagramLookupPath = (username: string) =>
  `${paths.app.influencerDetail}?instagram=${encodeURIComponent(username)}`;

/** The edit page (another feature builds it) takes the same parameter. */
export const editInfluencerPath = (uid: string) =>
  `${paths.app.editInfluencer}?userId=${encodeURIComponent(uid)}`;
