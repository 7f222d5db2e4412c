import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form } from 'reactstrap';
import { useAppDispatch } from '@/store/hooks';
import type { ShipmentDoc } from '@/lib/collections/shipments';
import type { CollaborationRef } from '../api/shipmentApi';
import {
  CARRIERS,
  CARRIER_NAMES,
  CARRIER_NAME_MAX,
  shipmentErrors,
  type Carrier,
  type ShipmentErrors,
} from '../model/carriers';
import { saveShipment } from '../shipmentThunks';
import { ShipmentField } from './ShipmentField';

type Props = {
  collaboration: CollaborationRef;
  /** The shipment being corrected; null for the first "Kargoya verdim". */
  saved: ShipmentDoc | null;
  busy: boolean;
  onDone?: () => void;
};

type Values = { carrier: Carrier | ''; carrierName: string; trackingNumber: string };

/** The owner's carrier and tracking number: the first shipment, or a correction of it. */
export function ShipForm({ collaboration, saved, busy, onDone }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>(() => ({
    carrier: saved?.carrier ?? '',
    carrierName: saved?.carrierName ?? '',
    trackingNumber: saved?.trackingNumber ?? '',
  }));
  const [errors, setErrors] = useState<ShipmentErrors>({});
  const idOf = (field: keyof Values) => `shipment-${field}-${collaboration.userId}`;

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = { ...values, carrier: values.carrier as Carrier };
    const found = shipmentErrors(input);
    setErrors(found);
    const first = (['carrier', 'carrierName', 'trackingNumber'] as const).find((f) => found[f]);
    if (first) return document.getElementById(idOf(first))?.focus();
    const result = await dispatch(
      saveShipment({ ref: collaboration, input, correction: saved !== null }),
    );
    if (saveShipment.fulfilled.match(result)) onDone?.();
  };

  return (
    <Form noValidate onSubmit={submit} data-testid="shipment-ship-form">
      <h4 className="h6">{saved ? t('shipment.ship.correctTitle') : t('shipment.ship.title')}</h4>
      {!saved && <p className="small text-body-secondary">{t('shipment.ship.intro')}</p>}
      <ShipmentField
        id={idOf('carrier')}
        type="select"
        label={t('shipment.ship.carrier')}
        value={values.carrier}
        onChange={set('carrier')}
        error={errors.carrier}
        required
        disabled={busy}
        testId="shipment-carrier"
      >
        <option value="">{t('shipment.ship.carrierPlaceholder')}</option>
        {CARRIERS.map((carrier) => (
          <option key={carrier} value={carrier}>
            {carrier === 'other' ? t('shipment.carrier.other') : CARRIER_NAMES[carrier]}
          </option>
        ))}
      </ShipmentField>
      {values.carrier === 'other' && (
        <ShipmentField
          id={idOf('carrierName')}
          label={t('shipment.ship.carrierName')}
          value={values.carrierName}
          onChange={set('carrierName')}
          error={errors.carrierName}
          required
          disabled={busy}
          maxLength={CARRIER_NAME_MAX}
          testId="shipment-carrier-name"
        />
      )}
      <ShipmentField
        id={idOf('trackingNumber')}
        label={t('shipment.ship.trackingNumber')}
        value={values.trackingNumber}
        onChange={set('trackingNumber')}
        error={errors.trackingNumber}
        hint={t('shipment.ship.trackingHint')}
        required
        disabled={busy}
        maxLength={40}
        autoComplete="off"
        testId="shipment-tracking"
      />
      <div className="d-flex gap-2 flex-wrap">
        <Button
          type="submit"
          color="primary"
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="shipment-ship-submit"
        >
          {busy
            ? t('shipment.ship.saving')
            : saved
              ? t('shipment.ship.saveCorrection')
              : t('shipment.ship.submit')}
        </Button>
        {saved && onDone && (
          <Button type="button" color="secondary" outline disabled={busy} onClick={onDone}>
            {t('shipment.ship.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
