import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectHidingReview } from '../reviewsSlice';
import { setReviewHidden } from '../reviewsThunks';

type Props = { id: string; hidden: boolean; reviewerName: string };

/** Gizle / Göster: an admin takes a review off the profiles, or puts it back. */
export function HideReviewButton({ id, hidden, reviewerName }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => selectHidingReview(state, id));
  return (
    <Button
      size="sm"
      color={hidden ? 'outline-secondary' : 'outline-danger'}
      disabled={busy}
      aria-label={t(hidden ? 'reviews.admin.showLabel' : 'reviews.admin.hideLabel', {
        name: reviewerName,
      })}
      data-testid={hidden ? 'review-show' : 'review-hide'}
      onClick={() => void dispatch(setReviewHidden({ id, hidden: !hidden }))}
    >
      {t(hidden ? 'reviews.admin.show' : 'reviews.admin.hide')}
    </Button>
  );
}
