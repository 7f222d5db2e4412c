import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch } from '@/store/hooks';
import type { ShippingAddressDoc } from '@/lib/collections/shippingAddresses';
import type { CollaborationRef } from '../api/shipmentApi';
import {
  ADDRESS_LIMITS,
  PHONE_MAX,
  addressErrors,
  addressInputOf,
  type AddressErrors,
  type AddressField,
  type AddressInput,
} from '../model/address';
import { provincesSorted } from '../model/provinces';
import { saveShippingAddress } from '../shipmentThunks';
import { ShipmentField } from './ShipmentField';

type Props = {
  collaboration: CollaborationRef;
  /** The saved address when she edits it. */
  saved: ShippingAddressDoc | null;
  busy: boolean;
  /** After a successful save, or to leave an edit. */
  onDone?: () => void;
};

const FIELD_ORDER: AddressField[] = [
  'fullName',
  'phone',
  'addressLine',
  'district',
  'city',
  'postalCode',
  'kvkkConsent',
];

/**
 * The party's delivery address for this collaboration, with the KVKK notice and an explicit
 * consent that is never pre-ticked (not even when she edits a saved address: each save is a
 * new consent to the notice shown). Nothing typed is lost when a save fails.
 */
export function AddressForm({ collaboration, saved, busy, onDone }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<AddressInput>(() => addressInputOf(saved));
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<AddressErrors>({});
  const idOf = (field: AddressField) => `shipping-${field}-${collaboration.userId}`;

  const set = (field: keyof AddressInput) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = addressErrors(values, consent);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return document.getElementById(idOf(first))?.focus();
    const result = await dispatch(
      saveShippingAddress({ ref: collaboration, input: values, consent }),
    );
    if (saveShippingAddress.fulfilled.match(result)) {
      setConsent(false);
      onDone?.();
    }
  };

  const field = (
    name: 'fullName' | 'phone' | 'addressLine' | 'district' | 'postalCode',
    extra: Partial<Parameters<typeof ShipmentField>[0]> = {},
  ) => (
    <ShipmentField
      id={idOf(name)}
      label={t(`shipment.address.${name}`)}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      disabled={busy}
      testId={`shipment-address-${name}`}
      {...extra}
    />
  );

  return (
    <Form noValidate onSubmit={submit} data-testid="shipment-address-form">
      <h4 className="h6">
        {saved ? t('shipment.address.editTitle') : t('shipment.address.title')}
      </h4>
      {!saved && <p className="small text-body-secondary">{t('shipment.address.intro')}</p>}
      {field('fullName', {
        required: true,
        autoComplete: 'name',
        maxLength: ADDRESS_LIMITS.fullName[1],
      })}
      {field('phone', {
        required: true,
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        maxLength: PHONE_MAX,
        hint: t('shipment.address.phoneHint'),
      })}
      {field('addressLine', {
        required: true,
        type: 'textarea',
        autoComplete: 'street-address',
        maxLength: ADDRESS_LIMITS.addressLine[1],
        hint: t('shipment.address.addressHint'),
      })}
      <div className="row">
        <div className="col-sm-6">
          {field('district', {
            required: true,
            autoComplete: 'address-level2',
            maxLength: ADDRESS_LIMITS.district[1],
          })}
        </div>
        <div className="col-sm-6">
          <ShipmentField
            id={idOf('city')}
            type="select"
            label={t('shipment.address.city')}
            value={values.city}
            onChange={set('city')}
            error={errors.city}
            required
            disabled={busy}
            autoComplete="address-level1"
            testId="shipment-address-city"
          >
            <option value="">{t('shipment.address.cityPlaceholder')}</option>
            {provincesSorted().map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </ShipmentField>
        </div>
      </div>
      {field('postalCode', {
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        maxLength: 5,
      })}
      <section
        className="border rounded p-3 mb-3 bg-body-tertiary"
        aria-labelledby={`${idOf('kvkkConsent')}-title`}
      >
        <h5 id={`${idOf('kvkkConsent')}-title`} className="h6">
          {t('shipment.address.kvkkTitle')}
        </h5>
        <p
          className="small"
          id={`${idOf('kvkkConsent')}-notice`}
          data-testid="shipment-kvkk-notice"
        >
          {t('shipment.address.kvkkNotice')}
        </p>
        <FormGroup check className="mb-0">
          <Input
            id={idOf('kvkkConsent')}
            type="checkbox"
            checked={consent}
            invalid={Boolean(errors.kvkkConsent)}
            aria-invalid={errors.kvkkConsent ? true : undefined}
            aria-describedby={[
              `${idOf('kvkkConsent')}-notice`,
              errors.kvkkConsent ? `${idOf('kvkkConsent')}-error` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            disabled={busy}
            data-testid="shipment-address-consent"
            onChange={(event) => {
              setConsent(event.target.checked);
              setErrors((e) => ({ ...e, kvkkConsent: undefined }));
            }}
          />
          <Label check for={idOf('kvkkConsent')}>
            {t('shipment.address.consent')}
          </Label>
          {errors.kvkkConsent && (
            <div id={`${idOf('kvkkConsent')}-error`} className="invalid-feedback d-block">
              {t(errors.kvkkConsent)}
            </div>
          )}
        </FormGroup>
      </section>
      <div className="d-flex gap-2 flex-wrap">
        <Button
          type="submit"
          color="primary"
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="shipment-address-submit"
        >
          {busy
            ? t('shipment.address.saving')
            : saved
              ? t('shipment.address.update')
              : t('shipment.address.save')}
        </Button>
        {saved && onDone && (
          <Button type="button" color="secondary" outline disabled={busy} onClick={onDone}>
            {t('shipment.address.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
