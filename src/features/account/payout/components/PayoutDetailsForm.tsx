import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import {
  payoutFieldsOf,
  payoutKinds,
  payoutMaxLength,
  type PayoutDetailsInput,
  type PayoutKind,
} from '@shared/payoutDetails';
import { TextField } from '@/components/forms/TextField';
import { useAppDispatch } from '@/store/hooks';
import { focusFirstError } from '../../components/focusFirstError';
import { payoutErrorKey, payoutInputOf } from '../model/payoutTexts';
import type { PayoutEntry } from '../payoutSlice';
import { savePayoutDetails } from '../payoutThunks';

type TextKey = Exclude<keyof PayoutDetailsInput, 'kind'>;

const autoCompletes: Record<TextKey, string> = {
  name: 'given-name',
  surname: 'family-name',
  identityNumber: 'off',
  legalCompanyTitle: 'organization',
  taxOffice: 'off',
  taxNumber: 'off',
  iban: 'off',
  address: 'street-address',
  gsmNumber: 'tel',
};

/** Free text keeps the shared limit as typed; numbers may be typed with spaces, so no cap. */
const capped: readonly TextKey[] = ['name', 'surname', 'legalCompanyTitle', 'taxOffice', 'address'];

const isKind = (value: string): value is PayoutKind =>
  (payoutKinds as readonly string[]).includes(value);

/**
 * The payout details form: the kind, then only that kind's fields in the shared order. The
 * input lives here, so a refused or failed save loses nothing the user typed.
 */
export function PayoutDetailsForm({ uid, entry }: { uid: string; entry: PayoutEntry }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [input, setInput] = useState(() => payoutInputOf(entry.details));
  const saving = entry.status === 'saving';
  const fields = payoutFieldsOf(input.kind);
  const errors = entry.fieldErrors;

  const set = (key: keyof PayoutDetailsInput, value: string) =>
    setInput((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = await dispatch(savePayoutDetails({ uid, input }));
    if (savePayoutDetails.fulfilled.match(result)) {
      // Show what was stored (IBAN without spaces, the mobile number as +90...).
      setInput(payoutInputOf(result.payload));
    } else if (result.payload && 'fieldErrors' in result.payload) {
      focusFirstError('payout', ['kind', ...fields], result.payload.fieldErrors);
    }
  };

  const kindError = payoutErrorKey('kind', errors.kind);

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="payout-title" data-testid="payout-form">
      <FormGroup>
        <Label for="payout-kind">{t('account.payout.fields.kind')}</Label>
        <Input
          id="payout-kind"
          name="payout-kind"
          type="select"
          value={input.kind}
          invalid={Boolean(kindError)}
          aria-describedby={kindError ? 'payout-kind-error' : undefined}
          disabled={saving}
          onChange={(event) => {
            if (isKind(event.target.value)) set('kind', event.target.value);
          }}
        >
          {payoutKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`account.payout.kinds.${kind}`)}
            </option>
          ))}
        </Input>
        {kindError && <FormFeedback id="payout-kind-error">{t(kindError)}</FormFeedback>}
      </FormGroup>
      <div className="row">
        {fields.map((key) => (
          <div key={key} className={key === 'address' ? 'col-12' : 'col-md-6'}>
            <TextField
              id={`payout-${key}`}
              label={t(`account.payout.fields.${key}`)}
              value={input[key]}
              error={payoutErrorKey(key, errors[key])}
              onChange={(value) => set(key, value)}
              type={key === 'address' ? 'textarea' : key === 'gsmNumber' ? 'tel' : 'text'}
              rows={key === 'address' ? 3 : undefined}
              autoComplete={autoCompletes[key]}
              maxLength={capped.includes(key) ? payoutMaxLength[key] : undefined}
              required
              disabled={saving}
            />
          </div>
        ))}
      </div>
      {entry.providerMessage !== null && (
        <Alert color="danger" fade={false} role="alert" data-testid="payout-provider-refused">
          <strong className="d-block">{t('account.payout.providerRefused')}</strong>
          {entry.providerMessage}
        </Alert>
      )}
      {entry.failure && (
        <Alert color="danger" fade={false} role="alert" data-testid="payout-save-failed">
          {t(entry.failure)}
        </Alert>
      )}
      <Button color="primary" type="submit" disabled={saving} aria-busy={saving}>
        {saving ? t('account.payout.saving') : t('account.payout.save')}
      </Button>
    </Form>
  );
}
