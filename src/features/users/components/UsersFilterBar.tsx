import { useTranslation } from 'react-i18next';
import { Button, Col, FormText, Input, Label, Row } from 'reactstrap';
import { accountTypes } from '@/store/roles';
import type { ApprovalFilter, TypeFilter } from '../api/usersQuery';

export type UsersFilterValues = { type: TypeFilter; approval: ApprovalFilter; search: string };

export const allUsersFilters: UsersFilterValues = { type: 'all', approval: 'all', search: '' };

/** Spec section 6: the admin's brand-approval list shows brand users with isApproved false. */
export const pendingBrandsFilters: Pick<UsersFilterValues, 'type' | 'approval'> = {
  type: 'brand',
  approval: 'pending',
};

// The order of the issue: the five account types people register as, then the admin.
const typeOptions: TypeFilter[] = [
  'all',
  'influencer',
  'brand',
  'influencerAgency',
  'proInfluencerAgency',
  'advertisementAgency',
  'admin',
];
const approvalOptions: ApprovalFilter[] = ['all', 'approved', 'pending'];

function isTypeFilter(value: string): value is TypeFilter {
  return value === 'all' || (accountTypes as readonly string[]).includes(value);
}

function isApprovalFilter(value: string): value is ApprovalFilter {
  return (approvalOptions as string[]).includes(value);
}

type Props = { value: UsersFilterValues; onChange: (next: UsersFilterValues) => void };

export function UsersFilterBar({ value, onChange }: Props) {
  const { t } = useTranslation();
  const pendingBrands =
    value.type === pendingBrandsFilters.type && value.approval === pendingBrandsFilters.approval;
  const everyone = value.type === 'all' && value.approval === 'all';

  return (
    <section aria-label={t('users.filters.label')} className="mb-3">
      <div
        role="group"
        aria-label={t('users.presets.label')}
        className="d-flex flex-wrap gap-2 mb-3"
      >
        <Button
          color="primary"
          outline={!everyone}
          aria-pressed={everyone}
          onClick={() => onChange({ ...value, type: 'all', approval: 'all' })}
        >
          {t('users.presets.all')}
        </Button>
        <Button
          color="primary"
          outline={!pendingBrands}
          aria-pressed={pendingBrands}
          data-testid="preset-pending-brands"
          onClick={() => onChange({ ...value, ...pendingBrandsFilters })}
        >
          {t('users.presets.pendingBrands')}
        </Button>
      </div>
      <Row className="g-3">
        <Col xs={12} md={4} lg={3}>
          <Label for="users-type">{t('users.filters.type')}</Label>
          <Input
            id="users-type"
            type="select"
            data-testid="users-type-filter"
            value={value.type}
            onChange={(event) => {
              if (isTypeFilter(event.target.value))
                onChange({ ...value, type: event.target.value });
            }}
          >
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {t(`users.types.${type}`)}
              </option>
            ))}
          </Input>
        </Col>
        <Col xs={12} md={4} lg={3}>
          <Label for="users-approval">{t('users.filters.approval')}</Label>
          <Input
            id="users-approval"
            type="select"
            data-testid="users-approval-filter"
            value={value.approval}
            onChange={(event) => {
              if (isApprovalFilter(event.target.value)) {
                onChange({ ...value, approval: event.target.value });
              }
            }}
          >
            {approvalOptions.map((approval) => (
              <option key={approval} value={approval}>
                {t(`users.approvalFilter.${approval}`)}
              </option>
            ))}
          </Input>
        </Col>
        <Col xs={12} md={4} lg={6}>
          <Label for="users-search">{t('users.filters.search')}</Label>
          <Input
            id="users-search"
            type="search"
            autoComplete="off"
            data-testid="users-search"
            placeholder={t('users.filters.searchPlaceholder')}
            aria-describedby="users-search-hint"
            value={value.search}
            onChange={(event) => onChange({ ...value, search: event.target.value })}
          />
          <FormText id="users-search-hint">{t('users.filters.searchHint')}</FormText>
        </Col>
      </Row>
    </section>
  );
}
