import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Table } from 'reactstrap';
import { paths } from '@/config/paths';
import type { BrandDoc } from '@/lib/collections/brands';
import type { BrandAccount } from '../api/brandsApi';
import { brandNameOf, planLabelKey } from '../brandDisplay';
import type { BrandAction } from '../brandsErrors';
import { BrandLogo } from './BrandLogo';
import { BrandRowActions } from './BrandRowActions';
import { VerifiedBadge } from './VerifiedBadge';
import '@/components/tables/stackedTable.css';
import './brands.css';

type Props = {
  brands: BrandDoc[];
  accounts: Readonly<Record<string, BrandAccount | null>>;
  busy: Readonly<Record<string, BrandAction>>;
  onAction: (brand: BrandDoc, action: BrandAction) => void;
};

/** The admin's brand rows: logo, name, badge, managing agency, plan, actions. */
export function BrandsTable({ brands, accounts, busy, onAction }: Props) {
  const { t } = useTranslation();
  const agencyOf = (brand: BrandDoc) => {
    const agencyUid = brand.imitatorAgencyUID;
    if (!agencyUid) return t('brands.table.noAgency');
    return accounts[agencyUid]?.title || t('brands.table.unknownAgency');
  };
  return (
    <div className="table-responsive">
      <Table hover className="stacked-table mb-0" data-testid="brands-table">
        <caption className="visually-hidden">{t('brands.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('brands.table.brand')}</th>
            <th scope="col">{t('brands.table.verification')}</th>
            <th scope="col">{t('brands.table.agency')}</th>
            <th scope="col">{t('brands.table.plan')}</th>
            <th scope="col">{t('brands.table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {brands.map((brand) => {
            const name = brandNameOf(brand) || t('brands.table.noName');
            return (
              <tr key={brand.uid} data-testid="brand-row" data-uid={brand.uid}>
                <th scope="row" className="fw-normal">
                  <div className="d-flex align-items-center gap-2">
                    <BrandLogo name={name} url={brand.brandLogoUrl} />
                    <div>
                      <div className="fw-semibold">{name}</div>
                      <Link className="small" to={paths.publicProfile(brand.uid)}>
                        {t('brands.table.viewProfile')}
                      </Link>
                    </div>
                  </div>
                </th>
                <td data-label={t('brands.table.verification')}>
                  <VerifiedBadge verified={brand.isVerifiedAccount} />
                </td>
                <td data-label={t('brands.table.agency')}>{agencyOf(brand)}</td>
                <td data-label={t('brands.table.plan')}>{t(planLabelKey(accounts[brand.uid]))}</td>
                <td>
                  <BrandRowActions
                    brand={brand}
                    name={name}
                    account={accounts[brand.uid]}
                    busy={busy[brand.uid] ?? null}
                    onAction={onAction}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
