import { useTranslation } from 'react-i18next';
import { Col, FormText, Input, Label, Row } from 'reactstrap';
import type { VerifiedFilter } from '../api/brandsQuery';

export type BrandsFilterValues = { verified: VerifiedFilter; search: string };

export const allBrandsFilters: BrandsFilterValues = { verified: 'all', search: '' };

const verifiedOptions: VerifiedFilter[] = ['all', 'verified', 'unverified'];

function isVerifiedFilter(value: string): value is VerifiedFilter {
  return (verifiedOptions as string[]).includes(value);
}

type Props = {
  value: BrandsFilterValues;
  onChange: (next: BrandsFilterValues) => void;
  /** The agency's own list has no verification filter, only the search. */
  withVerified?: boolean;
};

/** Spec section 7: the isVerified filter (all / verified / not verified) and the name search. */
export function BrandsFilterBar({ value, onChange, withVerified = true }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('brands.filters.label')} className="mb-3">
      <Row className="g-3">
        {withVerified && (
          <Col xs={12} md={4} lg={3}>
            <Label for="brands-verified">{t('brands.filters.verified')}</Label>
            <Input
              id="brands-verified"
              type="select"
              data-testid="brands-verified-filter"
              value={value.verified}
              onChange={(event) => {
                if (isVerifiedFilter(event.target.value)) {
                  onChange({ ...value, verified: event.target.value });
                }
              }}
            >
              {verifiedOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`brands.verifiedFilter.${option}`)}
                </option>
              ))}
            </Input>
          </Col>
        )}
        <Col xs={12} md={8} lg={withVerified ? 6 : 8}>
          <Label for="brands-search">{t('brands.filters.search')}</Label>
          <Input
            id="brands-search"
            type="search"
            autoComplete="off"
            data-testid="brands-search"
            placeholder={t('brands.filters.searchPlaceholder')}
            aria-describedby="brands-search-hint"
            value={value.search}
            onChange={(event) => onChange({ ...value, search: event.target.value })}
          />
          <FormText id="brands-search-hint">{t('brands.filters.searchHint')}</FormText>
        </Col>
      </Row>
    </section>
  );
}
