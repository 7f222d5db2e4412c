import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, FormGroup, Input, Label } from 'reactstrap';
import { TextField } from '@/components/forms/TextField';
import {
  contentTypes,
  paymentTypes,
  platforms,
  type Gender,
  type PaymentType,
  type Platform,
} from '@/lib/collections/briefs';
import { fieldErrors, type FieldErrors } from '@/lib/forms';
import type { BriefDraft } from '../../api/briefWrites';
import { categoryCodes, categoryLabelKey } from '@/lib/categories';
import { workModelKey } from '../../model/cardFormat';
import { influencerTypes } from '../../model/influencerTypes';
import {
  briefFormSchema,
  draftFromValues,
  emptyBriefForm,
  MAX_PRODUCTS,
  type BriefFormValues,
  type PlatformDetailValues,
  type ProductRow,
} from './briefFormSchema';
import { CheckboxGroup } from '@/components/forms/CheckboxGroup';
import type { DisclosureKind } from '../../model/adDisclosure';
import { BriefImagesField } from './BriefImagesField';
import { DisclosureFields } from './DisclosureFields';
import { TargetAgenciesField } from './TargetAgenciesField';

type Props = {
  /** Saves the brief; the form stays disabled while it runs. */
  onSubmit: (draft: BriefDraft) => Promise<void>;
  initial?: BriefFormValues;
};

type Errors = FieldErrors<BriefFormValues>;

/** Form order, for moving focus to the first field with a message. */
const fieldOrder: (keyof BriefFormValues)[] = [
  'title',
  'description',
  'categories',
  'genders',
  'minAge',
  'maxAge',
  'platforms',
  'platformDetails',
  'adDisclosure',
  'contentTypes',
  'paymentType',
  'budget',
  'products',
  'startDate',
  'endDate',
  'followerCountLimitation',
  'maturityTime',
  'revisionRounds',
  'influencerTypes',
  'targetedAgencies',
  'urlLinks',
  'images',
  'projectScope',
  'musicRequirement',
  'taggedAccountInfo',
  'storyRedirectLink',
];

const genders: readonly Gender[] = ['female', 'male'];
const id = (key: string) => `brief-${key}`;

/** Every field a brand fills to publish a brief (spec section 3), grouped in cards. */
export function BriefForm({ onSubmit, initial }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<BriefFormValues>(initial ?? emptyBriefForm);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  // A field's message goes away as soon as the field changes; the next submit checks again.
  const clearError = (key: keyof BriefFormValues) =>
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  const set = <K extends keyof BriefFormValues>(key: K, value: BriefFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
    // The order checks name the second field of a pair; changing either may fix them.
    if (key === 'minAge') clearError('maxAge');
    if (key === 'startDate') clearError('endDate');
  };
  const setDetail = (platform: Platform, key: keyof PlatformDetailValues, value: string) => {
    clearError('platformDetails');
    setValues((current) => ({
      ...current,
      platformDetails: {
        ...current.platformDetails,
        [platform]: { ...current.platformDetails[platform], [key]: value },
      },
    }));
  };
  const setDisclosure = (platform: Platform, kind: DisclosureKind) => {
    clearError('adDisclosure');
    setValues((current) => ({
      ...current,
      adDisclosure: { ...current.adDisclosure, [platform]: kind },
    }));
  };
  const setProduct = (index: number, key: keyof ProductRow, value: string) => {
    clearError('products');
    setValues((current) => ({
      ...current,
      products: current.products.map((row, i) => (i === index ? { ...row, [key]: value } : row)),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = fieldErrors(briefFormSchema, values);
    setErrors(found);
    const first = fieldOrder.find((key) => found[key]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(draftFromValues(values));
    } finally {
      setSaving(false);
    }
  };

  const text = (
    key: keyof BriefFormValues & string,
    options: {
      type?: 'text' | 'textarea' | 'date' | 'url';
      required?: boolean;
      hint?: string;
    } = {},
  ) => (
    <TextField
      id={id(key)}
      label={t(`briefForm.fields.${key}`)}
      value={values[key] as string}
      onChange={(value) => set(key, value as never)}
      error={errors[key]}
      type={options.type ?? 'text'}
      rows={options.type === 'textarea' ? 3 : undefined}
      required={options.required}
      hint={options.hint}
      disabled={saving}
    />
  );

  const showsBudget = values.paymentType !== 'product';
  const showsProducts = values.paymentType !== 'money';

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="brief-form-title" data-testid="brief-form">
      <section className="card mb-4" aria-labelledby="brief-section-basics">
        <div className="card-body">
          <h2 id="brief-section-basics" className="h5 mb-3">
            {t('briefForm.sections.basics')}
          </h2>
          <TextField
            id={id('title')}
            label={t('briefForm.fields.title')}
            value={values.title}
            onChange={(value) => set('title', value)}
            error={errors.title}
            required
            maxLength={120}
            disabled={saving}
          />
          <TextField
            id={id('description')}
            label={t('briefForm.fields.description')}
            value={values.description}
            onChange={(value) => set('description', value)}
            error={errors.description}
            type="textarea"
            rows={6}
            required
            maxLength={5000}
            disabled={saving}
          />
          <CheckboxGroup
            id={id('categories')}
            legend={t('briefForm.fields.categories')}
            options={categoryCodes}
            labelOf={(code) => t(categoryLabelKey(code))}
            selected={values.categories}
            onChange={(selected) => set('categories', selected)}
            error={errors.categories}
            required
            disabled={saving}
          />
        </div>
      </section>

      <section className="card mb-4" aria-labelledby="brief-section-audience">
        <div className="card-body">
          <h2 id="brief-section-audience" className="h5 mb-3">
            {t('briefForm.sections.audience')}
          </h2>
          <CheckboxGroup
            id={id('genders')}
            legend={t('briefForm.fields.genders')}
            options={genders}
            labelOf={(gender) => t(`briefForm.genders.${gender}`)}
            selected={values.genders}
            onChange={(selected) => set('genders', selected)}
            error={errors.genders}
            required
            disabled={saving}
          />
          <div className="row">
            <div className="col-sm-6 col-lg-3">
              <TextField
                id={id('minAge')}
                label={t('briefForm.fields.minAge')}
                value={values.minAge}
                onChange={(value) => set('minAge', value)}
                error={errors.minAge}
                type="number"
                required
                disabled={saving}
              />
            </div>
            <div className="col-sm-6 col-lg-3">
              <TextField
                id={id('maxAge')}
                label={t('briefForm.fields.maxAge')}
                value={values.maxAge}
                onChange={(value) => set('maxAge', value)}
                error={errors.maxAge}
                type="number"
                required
                disabled={saving}
              />
            </div>
            <div className="col-sm-6 col-lg-3">
              <TextField
                id={id('followerCountLimitation')}
                label={t('briefForm.fields.followerCountLimitation')}
                value={values.followerCountLimitation}
                onChange={(value) => set('followerCountLimitation', value)}
                error={errors.followerCountLimitation}
                hint={t('briefForm.hints.followerCountLimitation')}
                type="number"
                disabled={saving}
              />
            </div>
          </div>
          <CheckboxGroup
            id={id('influencerTypes')}
            legend={t('briefForm.fields.influencerTypes')}
            options={influencerTypes}
            labelOf={(type) => t(`briefForm.influencerTypes.${type}`)}
            selected={values.influencerTypes}
            onChange={(selected) => set('influencerTypes', selected)}
            error={errors.influencerTypes}
            disabled={saving}
          />
          <TargetAgenciesField
            audience={values.audience}
            onAudienceChange={(audience) => set('audience', audience)}
            value={values.targetedAgencies}
            onChange={(value) => set('targetedAgencies', value)}
            error={errors.targetedAgencies}
            disabled={saving}
          />
        </div>
      </section>

      <section className="card mb-4" aria-labelledby="brief-section-platforms">
        <div className="card-body">
          <h2 id="brief-section-platforms" className="h5 mb-3">
            {t('briefForm.sections.platforms')}
          </h2>
          <CheckboxGroup
            id={id('platforms')}
            legend={t('briefForm.fields.platforms')}
            options={platforms}
            labelOf={(platform) => t(`briefs.card.platforms.${platform}`)}
            selected={values.platforms}
            onChange={(selected) => set('platforms', selected)}
            hint={t('briefForm.hints.platforms')}
            error={errors.platforms}
            disabled={saving}
          />
          <div id={id('platformDetails')} tabIndex={-1}>
            {platforms
              .filter((platform) => values.platforms.includes(platform))
              .map((platform) => (
                <fieldset key={platform} className="border rounded p-3 mb-3">
                  <legend className="fs-6 float-none w-auto px-1 mb-0">
                    {t('briefForm.platformDetails', {
                      platform: t(`briefs.card.platforms.${platform}`),
                    })}
                  </legend>
                  <div className="row">
                    <div className="col-md-6">
                      <TextField
                        id={id(`${platform}-taggedAccount`)}
                        label={t('briefForm.fields.taggedAccount')}
                        value={values.platformDetails[platform].taggedAccount}
                        onChange={(value) => setDetail(platform, 'taggedAccount', value)}
                        placeholder="@hesap"
                        disabled={saving}
                      />
                    </div>
                    <div className="col-md-6">
                      <TextField
                        id={id(`${platform}-postCount`)}
                        label={t('briefForm.fields.postCount')}
                        value={values.platformDetails[platform].postCount}
                        onChange={(value) => setDetail(platform, 'postCount', value)}
                        type="number"
                        disabled={saving}
                      />
                    </div>
                  </div>
                </fieldset>
              ))}
            {errors.platformDetails && (
              <div className="invalid-feedback d-block mb-3" role="alert">
                {t(errors.platformDetails)}
              </div>
            )}
          </div>
          <DisclosureFields
            id={id('adDisclosure')}
            platforms={values.platforms}
            values={values.adDisclosure}
            onChange={setDisclosure}
            error={errors.adDisclosure}
            disabled={saving}
          />
          <CheckboxGroup
            id={id('contentTypes')}
            legend={t('briefForm.fields.contentTypes')}
            options={contentTypes}
            labelOf={(type) => t(`briefs.card.contentTypes.${type}`)}
            selected={values.contentTypes}
            onChange={(selected) => set('contentTypes', selected)}
            error={errors.contentTypes}
            disabled={saving}
          />
        </div>
      </section>

      <section className="card mb-4" aria-labelledby="brief-section-payment">
        <div className="card-body">
          <h2 id="brief-section-payment" className="h5 mb-3">
            {t('briefForm.sections.payment')}
          </h2>
          <fieldset id={id('paymentType')} tabIndex={-1} className="mb-3">
            <legend className="form-label fs-6 mb-1">{t('briefForm.fields.paymentType')}</legend>
            <div className="d-flex flex-wrap column-gap-3">
              {paymentTypes.map((type) => (
                <FormGroup check key={type} className="mb-1">
                  <Input
                    id={id(`paymentType-${type}`)}
                    type="radio"
                    name="paymentType"
                    checked={values.paymentType === type}
                    disabled={saving}
                    onChange={() => set('paymentType', type as PaymentType)}
                  />
                  <Label check for={id(`paymentType-${type}`)}>
                    {t(workModelKey(type))}
                  </Label>
                </FormGroup>
              ))}
            </div>
          </fieldset>
          <div className="row">
            {showsBudget && (
              <div className="col-sm-6 col-lg-4">
                <TextField
                  id={id('budget')}
                  label={t('briefForm.fields.budget')}
                  value={values.budget}
                  onChange={(value) => set('budget', value)}
                  error={errors.budget}
                  hint={t('briefForm.hints.budget')}
                  required
                  disabled={saving}
                />
              </div>
            )}
            <div className="col-sm-6 col-lg-4">
              <TextField
                id={id('maturityTime')}
                label={t('briefForm.fields.maturityTime')}
                value={values.maturityTime}
                onChange={(value) => set('maturityTime', value)}
                error={errors.maturityTime}
                type="number"
                disabled={saving}
              />
            </div>
            <div className="col-sm-6 col-lg-4">
              <TextField
                id={id('revisionRounds')}
                label={t('briefForm.fields.revisionRounds')}
                value={values.revisionRounds}
                onChange={(value) => set('revisionRounds', value)}
                error={errors.revisionRounds}
                hint={t('briefForm.hints.revisionRounds')}
                type="number"
                required
                disabled={saving}
              />
            </div>
          </div>
          {showsProducts && (
            <fieldset
              id={id('products')}
              tabIndex={-1}
              className="mb-3"
              aria-describedby={errors.products ? id('products-error') : undefined}
            >
              <legend className="form-label fs-6 mb-1">
                {t('briefForm.fields.products')}
                <span className="text-danger" aria-hidden="true">
                  {' '}
                  *
                </span>
              </legend>
              {values.products.map((row, index) => (
                <div className="row g-2 align-items-end mb-2" key={index}>
                  <div className="col-sm-6">
                    <Label for={id(`product-${index}-name`)} className="small mb-1">
                      {t('briefForm.fields.productName', { n: index + 1 })}
                    </Label>
                    <Input
                      id={id(`product-${index}-name`)}
                      value={row.name}
                      disabled={saving}
                      invalid={Boolean(errors.products)}
                      onChange={(event) => setProduct(index, 'name', event.target.value)}
                    />
                  </div>
                  <div className="col-sm-4">
                    <Label for={id(`product-${index}-price`)} className="small mb-1">
                      {t('briefForm.fields.productPrice', { n: index + 1 })}
                    </Label>
                    <Input
                      id={id(`product-${index}-price`)}
                      value={row.price}
                      inputMode="decimal"
                      disabled={saving}
                      invalid={Boolean(errors.products)}
                      onChange={(event) => setProduct(index, 'price', event.target.value)}
                    />
                  </div>
                  <div className="col-sm-2">
                    <Button
                      type="button"
                      color="link"
                      className="text-danger px-0"
                      disabled={saving || values.products.length === 1}
                      onClick={() =>
                        set(
                          'products',
                          values.products.filter((_, i) => i !== index),
                        )
                      }
                    >
                      {t('briefForm.removeProduct', { n: index + 1 })}
                    </Button>
                  </div>
                </div>
              ))}
              {errors.products && (
                <div id={id('products-error')} className="invalid-feedback d-block">
                  {t(errors.products)}
                </div>
              )}
              <Button
                type="button"
                color="secondary"
                outline
                size="sm"
                disabled={saving || values.products.length >= MAX_PRODUCTS}
                onClick={() => set('products', [...values.products, { name: '', price: '' }])}
              >
                {t('briefForm.addProduct')}
              </Button>
            </fieldset>
          )}
        </div>
      </section>

      <section className="card mb-4" aria-labelledby="brief-section-details">
        <div className="card-body">
          <h2 id="brief-section-details" className="h5 mb-3">
            {t('briefForm.sections.details')}
          </h2>
          <div className="row">
            <div className="col-sm-6">{text('startDate', { type: 'date' })}</div>
            <div className="col-sm-6">{text('endDate', { type: 'date' })}</div>
          </div>
          {text('urlLinks', { type: 'textarea', hint: t('briefForm.hints.urlLinks') })}
          {text('images', { type: 'textarea', hint: t('briefForm.hints.images') })}
          <BriefImagesField
            value={values.images}
            onChange={(images) => set('images', images)}
            disabled={saving}
          />
          <div className="row">
            <div className="col-md-6">{text('projectScope')}</div>
            <div className="col-md-6">{text('musicRequirement')}</div>
            <div className="col-md-6">{text('taggedAccountInfo')}</div>
            <div className="col-md-6">{text('storyRedirectLink', { type: 'url' })}</div>
          </div>
        </div>
      </section>

      <Button type="submit" color="primary" disabled={saving} data-testid="brief-submit">
        {saving ? t('briefForm.submitting') : t('briefForm.submit')}
      </Button>
    </Form>
  );
}
