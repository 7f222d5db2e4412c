import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Table } from 'reactstrap';
import { paths } from '@/config/paths';
import type { BrandDoc } from '@/lib/collections/brands';
import { brandNameOf } from '../brandDisplay';
import { BrandLogo } from './BrandLogo';
import { VerifiedBadge } from './VerifiedBadge';
import '@/components/tables/stackedTable.css';
import './brands.css';

type Props = { brands: BrandDoc[]; onEdit: (brand: BrandDoc) => void };

/** An agency's own brands (/app/myBrands): logo, name, badge, edit and the public profile. */
export function AgencyBrandsTable({ brands, onEdit }: Props) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive">
      <Table hover className="stacked-table mb-0" data-testid="my-brands-table">
        <caption className="visually-hidden">{t('brands.mine.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('brands.table.brand')}</th>
            <th scope="col">{t('brands.table.verification')}</th>
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
                    <span className="fw-semibold">{name}</span>
                  </div>
                </th>
                <td data-label={t('brands.table.verification')}>
                  <VerifiedBadge verified={brand.isVerifiedAccount} />
                </td>
                <td>
                  <div
                    role="group"
                    aria-label={t('brands.actions.groupLabel', { name })}
                    className="d-flex flex-wrap gap-1"
                  >
                    <Button size="sm" color="primary" outline onClick={() => onEdit(brand)}>
                      {t('brands.mine.edit')}
                    </Button>
                    <Link
                      className="btn btn-sm btn-outline-secondary"
                      to={paths.publicProfile(brand.uid)}
                    >
                      {t('brands.table.viewProfile')}
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
