import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { categoryCodes, categoryLabelKey } from '@/lib/categories';
import {
  partnerships,
  socialPlatforms,
  type Partnership,
  type SocialPlatform,
} from '@/lib/collections/influencers';
import { selectAgencies } from '../../influencersSlice';
import { loadAgencies } from '../../influencersThunks';
import {
  approvalFilters,
  genderFilters,
  type ApprovalFilter,
  type DirectoryScope,
  type GenderFilter,
} from '../../model/directoryQuery';
import { boundsInverted, emptyForm, isFiltered, type FilterForm } from './filterForm';

type Props = {
  scope: DirectoryScope;
  form: FilterForm;
  onChange: (form: FilterForm) => void;
};

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <FormGroup className="col-sm-6 col-lg-4 col-xxl-3 mb-0">
      <Label for={id} className="small fw-semibold mb-1">
        {label}
      </Label>
      {children}
    </FormGroup>
  );
}

/** The admin's agency choice: every influencer agency by name. */
function AgencySelect({ value, onChange }: { value: string; onChange: (uid: string) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const agencies = useAppSelector(selectAgencies);
  useEffect(() => {
    void dispatch(loadAgencies());
  }, [dispatch]);
  return (
    <Field id="filter-agency" label={t('influencers.filters.agency')}>
      <Input
        id="filter-agency"
        type="select"
        bsSize="sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('influencers.filters.allAgencies')}</option>
        {agencies?.status === 'ready' &&
          agencies.value.map((agency) => (
            <option key={agency.uid} value={agency.uid}>
              {agency.name}
            </option>
          ))}
      </Input>
      {agencies?.status === 'error' && (
        <div className="form-text text-danger">{t('influencers.filters.agenciesFailed')}</div>
      )}
    </Field>
  );
}

/**
 * The directory's filters (spec section 7): name search, category, gender, platform with a
 * follower range, partnership, hiding agency influencers; admins also pick an agency and the
 * approval state. Every change reaches the page at once; the page debounces the typed fields.
 */
export function DirectoryFilters({ scope, form, onChange }: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof FilterForm>(key: K, value: FilterForm[K]) =>
    onChange({ ...form, [key]: value });
  const admin = scope.kind === 'admin';
  const roster = scope.kind === 'roster';
  const inverted = form.platform !== '' && boundsInverted(form);

  return (
    <section
      className="card mb-3"
      aria-labelledby="directory-filters-title"
      data-testid="directory-filters"
    >
      <div className="card-body">
        <h2 id="directory-filters-title" className="visually-hidden">
          {t('influencers.filters.title')}
        </h2>
        <div className="row g-3 align-items-end">
          <FormGroup className="col-12 col-lg-8 col-xxl-6 mb-0">
            <Label for="filter-search" className="small fw-semibold mb-1">
              {t('influencers.filters.search')}
            </Label>
            <Input
              id="filter-search"
              type="search"
              bsSize="sm"
              value={form.search}
              placeholder={t('influencers.filters.searchPlaceholder')}
              autoComplete="off"
              maxLength={100}
              onChange={(event) => set('search', event.target.value)}
            />
          </FormGroup>
          <Field id="filter-category" label={t('influencers.filters.category')}>
            <Input
              id="filter-category"
              type="select"
              bsSize="sm"
              value={form.category}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">{t('influencers.filters.allCategories')}</option>
              {categoryCodes.map((code) => (
                <option key={code} value={String(code)}>
                  {t(categoryLabelKey(code))}
                </option>
              ))}
            </Input>
          </Field>
          <Field id="filter-gender" label={t('influencers.filters.gender')}>
            <Input
              id="filter-gender"
              type="select"
              bsSize="sm"
              value={form.gender}
              onChange={(event) => set('gender', event.target.value as GenderFilter)}
            >
              {genderFilters.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`influencers.filters.genders.${gender}`)}
                </option>
              ))}
            </Input>
          </Field>
          <Field id="filter-partnership" label={t('influencers.filters.partnership')}>
            <Input
              id="filter-partnership"
              type="select"
              bsSize="sm"
              value={form.partnership}
              onChange={(event) => set('partnership', event.target.value as Partnership | '')}
            >
              <option value="">{t('influencers.filters.allPartnerships')}</option>
              {partnerships.map((partnership) => (
                <option key={partnership} value={partnership}>
                  {t(`influencers.partnerships.${partnership}`)}
                </option>
              ))}
            </Input>
          </Field>
          <Field id="filter-platform" label={t('influencers.filters.platform')}>
            <Input
              id="filter-platform"
              type="select"
              bsSize="sm"
              value={form.platform}
              onChange={(event) => set('platform', event.target.value as SocialPlatform | '')}
            >
              <option value="">{t('influencers.filters.allPlatforms')}</option>
              {socialPlatforms.map((platform) => (
                <option key={platform} value={platform}>
                  {t(`influencers.platforms.${platform}`)}
                </option>
              ))}
            </Input>
          </Field>
          <Field id="filter-min" label={t('influencers.filters.minFollowers')}>
            <Input
              id="filter-min"
              type="text"
              inputMode="numeric"
              bsSize="sm"
              value={form.min}
              placeholder="0"
              disabled={form.platform === ''}
              invalid={inverted}
              aria-describedby="filter-range-hint"
              onChange={(event) => set('min', event.target.value)}
            />
          </Field>
          <Field id="filter-max" label={t('influencers.filters.maxFollowers')}>
            <Input
              id="filter-max"
              type="text"
              inputMode="numeric"
              bsSize="sm"
              value={form.max}
              placeholder="999.999.999"
              disabled={form.platform === ''}
              invalid={inverted}
              aria-describedby="filter-range-hint"
              onChange={(event) => set('max', event.target.value)}
            />
          </Field>
          {admin && (
            <AgencySelect
              value={form.agencyUid}
              onChange={(uid) =>
                onChange({ ...form, agencyUid: uid, hideAgencyInfluencers: false })
              }
            />
          )}
          {admin && (
            <Field id="filter-approval" label={t('influencers.filters.approval')}>
              <Input
                id="filter-approval"
                type="select"
                bsSize="sm"
                value={form.approval}
                onChange={(event) => set('approval', event.target.value as ApprovalFilter)}
              >
                {approvalFilters.map((approval) => (
                  <option key={approval} value={approval}>
                    {t(`influencers.filters.approvals.${approval}`)}
                  </option>
                ))}
              </Input>
            </Field>
          )}
          {!roster && (
            <FormGroup check className="col-sm-6 col-lg-4 col-xxl-3 mb-0 ms-2">
              <Input
                id="filter-hide-agency"
                type="checkbox"
                checked={form.hideAgencyInfluencers}
                disabled={form.agencyUid !== ''}
                onChange={(event) => set('hideAgencyInfluencers', event.target.checked)}
              />
              <Label check for="filter-hide-agency" className="small">
                {t('influencers.filters.hideAgency')}
              </Label>
            </FormGroup>
          )}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
          <p
            id="filter-range-hint"
            className={`small mb-0 me-auto ${inverted ? 'text-danger' : 'text-body-secondary'}`}
            data-testid="directory-order"
          >
            {inverted
              ? t('influencers.filters.rangeInverted')
              : form.platform
                ? t('influencers.filters.orderByPlatform', {
                    platform: t(`influencers.platforms.${form.platform}`),
                  })
                : t('influencers.filters.orderByNewest')}
          </p>
          <Button
            size="sm"
            color="secondary"
            outline
            disabled={!isFiltered(form)}
            onClick={() => onChange(emptyForm)}
          >
            {t('influencers.filters.clear')}
          </Button>
        </div>
      </div>
    </section>
  );
}
