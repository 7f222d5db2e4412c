import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import type { DeliveryDoc } from '@/lib/collections/deliveries';
import { formatDate } from '../../model/cardFormat';

/**
 * The owner's and admin's view of one accepted user's delivery: her post link and whether she
 * confirmed the ad disclosure on it, or that it is still awaited.
 */
export function DeliveryStatus({
  delivery,
  userId,
}: {
  delivery: DeliveryDoc | null;
  userId: string;
}) {
  const { t } = useTranslation();
  if (!delivery)
    return (
      <span className="text-body-secondary small" data-testid={`delivery-${userId}`}>
        {t('adDisclosure.owner.waiting')}
      </span>
    );
  return (
    <div className="small" data-testid={`delivery-${userId}`}>
      <a href={delivery.postLink} target="_blank" rel="noopener noreferrer" className="text-break">
        {t('adDisclosure.owner.open')}
      </a>
      <div className="text-break text-body-secondary">{delivery.postLink}</div>
      {delivery.disclosureConfirmed && (
        <Badge color="success" className="mt-1 text-wrap text-start">
          {t('adDisclosure.owner.confirmed', {
            date: delivery.submittedAt ? formatDate(delivery.submittedAt) : '—',
          })}
        </Badge>
      )}
    </div>
  );
}
