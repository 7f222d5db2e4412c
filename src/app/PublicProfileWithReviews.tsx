import PublicProfilePage from '@/features/publicProfile/pages/PublicProfilePage';
import { ProfileReviews } from '@/features/reviews/components/ProfileReviews';

/**
 * /u/{userId} with the profile's reviews (issue 21). Composed here because the publicProfile
 * and reviews features may not import each other.
 */
export default function PublicProfileWithReviews() {
  return <PublicProfilePage ReviewsSection={ProfileReviews} />;
}
