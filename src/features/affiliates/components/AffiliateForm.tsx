import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commissionKinds,
  marketplaces,
  type CommissionKind,
  type Marketplace,
} from '@/lib/collections/affiliates';
import type { FieldErrors } from '@/lib/forms';
import {
  emptyAffiliateForm,
  toNewAffiliate,
  validateAffiliateForm,
  type AffiliateFormValues,
  type NewAffiliate,
} from '../model/affiliateForm';

type Props = {
  busy: boolean;
  /** Resolves true when saved; the typed values stay on screen when it fails. */
  onSubmit: (input: NewAffiliate) => Promise<boolean>;
};

/** The programme form: product, link, commission, marketplace, validity and description. */
export function AffiliateForm({ busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<AffiliateFormValues>(emptyAffiliateForm);
  const [errors, setErrors] = useState<FieldErrors<AffiliateFormValues>>({});
  const [tried, setTried] = useState(false);

  const set = <K extends keyof AffiliateFormValues>(field: K, value: AffiliateFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first try, errors follow the typing so a fixed field clears at once.
    if (tried) setErrors(validateAffiliateForm(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const found = validateAffiliateForm(values);
    setErrors(found);
    const input = toNewAffiliate(values);
    if (!input) {
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    await onSubmit(input);
  };

  const field = (name: keyof AffiliateFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const invalid = (name: keyof AffiliateFormValues) => (errors[name] ? ' is-invalid' : '');
  const error = (name: keyof AffiliateFormValues): ReactNode =>
    errors[name] ? (
      <div id={`${id}-${name}-error`} className="invalid-feedback">
        {t(errors[name])}
      </div>
    ) : null;
  const label = (name: keyof AffiliateFormValues, key: string) => (
    <label className="form-label" htmlFor={`${id}-${name}`}>
      {t(`affiliates.add.${key}`)}
    </label>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="affiliate-form">
      {tried && Object.keys(errors).length > 0 && (
        <div className="alert alert-danger" role="alert">
          {t('affiliates.add.fixErrors')}
        </div>
      )}
      <div className="row g-3">
        <div className="col-md-6">
          {label('productName', 'productName')}
          <input
            {...field('productName')}
            name="productName"
            className={`form-control${invalid('productName')}`}
            maxLength={200}
            value={values.productName}
            onChange={(e) => set('productName', e.target.value)}
          />
          {error('productName')}
        </div>
        <div className="col-md-6">
          {label('marketplace', 'marketplace')}
          <select
            {...field('marketplace')}
            name="marketplace"
            className={`form-select${invalid('marketplace')}`}
            value={values.marketplace}
            onChange={(e) => set('marketplace', e.target.value as Marketplace | '')}
          >
            <option value="">{t('affiliates.add.chooseMarketplace')}</option>
            {marketplaces.map((m) => (
              <option key={m} value={m}>
                {t(`affiliates.marketplaces.${m}`)}
              </option>
            ))}
          </select>
          {error('marketplace')}
        </div>
        <div className="col-12">
          {label('productLink', 'productLink')}
          <input
            {...field('productLink')}
            name="productLink"
            type="url"
            inputMode="url"
            placeholder="https://"
            className={`form-control${invalid('productLink')}`}
            maxLength={2048}
            value={values.productLink}
            onChange={(e) => set('productLink', e.target.value)}
          />
          {error('productLink') ?? (
            <div className="form-text">{t('affiliates.add.productLinkHelp')}</div>
          )}
        </div>
        <fieldset className="col-md-6">
          <legend className="form-label fs-6">{t('affiliates.add.commissionKind')}</legend>
          {commissionKinds.map((kind) => (
            <div className="form-check form-check-inline" key={kind}>
              <input
                className="form-check-input"
                type="radio"
                name="commissionKind"
                id={`${id}-kind-${kind}`}
                value={kind}
                checked={values.commissionKind === kind}
                onChange={() => set('commissionKind', kind as CommissionKind)}
              />
              <label className="form-check-label" htmlFor={`${id}-kind-${kind}`}>
                {t(`affiliates.commissionKinds.${kind}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="col-md-6">
          {label('commission', 'commission')}
          <div className="input-group has-validation">
            <span className="input-group-text">{values.commissionKind === 'rate' ? '%' : '₺'}</span>
            <input
              {...field('commission')}
              name="commission"
              inputMode="decimal"
              className={`form-control${invalid('commission')}`}
              value={values.commission}
              onChange={(e) => set('commission', e.target.value)}
            />
            {error('commission')}
          </div>
          {!errors.commission && (
            <div className="form-text">
              {t(
                values.commissionKind === 'rate'
                  ? 'affiliates.add.commissionRateHelp'
                  : 'affiliates.add.commissionFixedHelp',
              )}
            </div>
          )}
        </div>
        <div className="col-md-6">
          {label('startDate', 'startDate')}
          <input
            {...field('startDate')}
            name="startDate"
            type="date"
            className={`form-control${invalid('startDate')}`}
            value={values.startDate}
            onChange={(e) => set('startDate', e.target.value)}
          />
          {error('startDate')}
        </div>
        <div className="col-md-6">
          {label('endDate', 'endDate')}
          <input
            {...field('endDate')}
            name="endDate"
            type="date"
            min={values.startDate || undefined}
            className={`form-control${invalid('endDate')}`}
            value={values.endDate}
            onChange={(e) => set('endDate', e.target.value)}
          />
          {error('endDate')}
        </div>
        <div className="col-12">
          {label('description', 'description')}
          <textarea
            {...field('description')}
            name="description"
            rows={5}
            maxLength={2000}
            className={`form-control${invalid('description')}`}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
          {error('description') ?? (
            <div className="form-text">{t('affiliates.add.descriptionHelp')}</div>
          )}
        </div>
      </div>
      <button
        type="submit"
        className="btn btn-primary mt-3"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
        {busy ? t('affiliates.add.saving') : t('affiliates.add.submit')}
      </button>
    </form>
  );
}
