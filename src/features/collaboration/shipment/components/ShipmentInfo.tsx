import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentDoc } from '@/lib/collections/shipments';
import { carrierLabel, trackingUrl } from '../model/carriers';

type Props = { shipment: ShipmentDoc; children?: ReactNode };

/** What both sides see once it is shipped: carrier, tracking number and link, the dates. */
export function ShipmentInfo({ shipment, children }: Props) {
  const { t, i18n } = useTranslation();
  const date = (millis: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(millis);
  const name = carrierLabel(shipment.carrier, shipment.carrierName);
  const url = trackingUrl(shipment.carrier, shipment.trackingNumber);
  return (
    <div className="border rounded p-3 mb-3" data-testid="shipment-info">
      <h4 className="h6">{t('shipment.info.title')}</h4>
      {/* Stacked, not a grid: the step sits in a narrow column beside the timeline. */}
      <dl className="mb-2">
        <dt className="small text-body-secondary fw-normal">{t('shipment.info.carrier')}</dt>
        <dd className="mb-1" data-testid="shipment-info-carrier">
          {name}
        </dd>
        <dt className="small text-body-secondary fw-normal">{t('shipment.info.trackingNumber')}</dt>
        <dd className="mb-1 text-break" data-testid="shipment-info-tracking">
          {shipment.trackingNumber}
        </dd>
      </dl>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('shipment.info.trackLabel', { carrier: name })}
          data-testid="shipment-tracking-link"
        >
          {t('shipment.info.track')}
        </a>
      ) : (
        <p className="small text-body-secondary mb-0">{t('shipment.info.noLink')}</p>
      )}
      <ul className="list-unstyled small text-body-secondary mt-2 mb-0">
        {shipment.shippedAt !== null && (
          <li>{t('shipment.info.shippedOn', { date: date(shipment.shippedAt) })}</li>
        )}
        {shipment.receivedAt !== null && (
          <li className="text-success fw-semibold" data-testid="shipment-received-date">
            {t('shipment.info.receivedOn', { date: date(shipment.receivedAt) })}
          </li>
        )}
      </ul>
      {children}
    </div>
  );
}
