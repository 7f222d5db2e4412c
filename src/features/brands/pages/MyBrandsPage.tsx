import { normalizeNamePrefix } from '@/lib/namePrefix';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import type { BrandDoc } from '@/lib/collections/brands';
import type { BrandLogin } from '../api/brandsApi';
import type { BrandListSpec } from '../api/brandsQuery';
import { brandNameOf } from '../brandDisplay';
import { selectBrandLogins } from '../brandsSlice';
import { loadBrandLogins } from '../brandsThunks';
import { AgencyBrandsTable } from '../components/AgencyBrandsTable';
import { BrandListBody } from '../components/BrandListBody';
import { BrandLoginsPanel } from '../components/BrandLoginsPanel';
import { BrandProfileModal, type BrandProfileTarget } from '../components/BrandProfileModal';
import { BrandsFilterBar, type BrandsFilterValues } from '../components/BrandsFilterBar';
import { useBrandList } from '../components/useBrandList';
import { useDebouncedValue } from '@/components/forms/useDebouncedValue';

/** Agencies manage brands (spec section 6); an admin acting as an agency sees its list. */
const agencyRoles: readonly UserRole[] = [
  UserRole.AdvertisementAgency,
  UserRole.InfluencerAgency,
  UserRole.ProInfluencerAgency,
];

/**
 * An agency's own brands (/app/myBrands, spec section 6: agencies see only their own brands):
 * the brand profiles linked to it, its brand logins that still need one, and the way to a new
 * brand login (/app/addNewBrand).
 */
export default function MyBrandsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const agencyUid = user && agencyRoles.includes(user.role) ? user.uid : null;
  const [filters, setFilters] = useState<BrandsFilterValues>({ verified: 'all', search: '' });
  const search = useDebouncedValue(filters.search);
  const spec = useMemo<BrandListSpec | null>(
    () => (agencyUid ? { view: 'agency', agencyUid, search } : null),
    [agencyUid, search],
  );
  const list = useBrandList(spec);
  const logins = useAppSelector((state) =>
    agencyUid ? selectBrandLogins(state, agencyUid) : undefined,
  );
  const [editing, setEditing] = useState<BrandProfileTarget | null>(null);

  const reloadLogins = useCallback(() => {
    if (agencyUid) void dispatch(loadBrandLogins(agencyUid));
  }, [dispatch, agencyUid]);
  useEffect(reloadLogins, [reloadLogins]);

  if (!agencyUid) {
    return (
      <div className="my-brands-page">
        <h1 className="h3 mb-3">{t('brands.mine.title')}</h1>
        <p role="status" className="text-body-secondary">
          {t('brands.mine.notAgency')}
        </p>
      </div>
    );
  }

  const edit = (brand: BrandDoc) =>
    setEditing({
      uid: brand.uid,
      initial: { brandName: brandNameOf(brand), logoUrl: brand.brandLogoUrl },
    });
  const create = (login: BrandLogin) =>
    setEditing({
      uid: login.uid,
      initial: { brandName: login.brandName, logoUrl: '' },
      create: { agencyUid },
    });

  return (
    <div className="my-brands-page">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-4">
        <div>
          <h1 className="h3 mb-1">{t('brands.mine.title')}</h1>
          <p className="text-body-secondary mb-0">{t('brands.mine.intro')}</p>
        </div>
        <Link className="btn btn-primary" to={paths.app.addNewBrand}>
          {t('brands.mine.addNew')}
        </Link>
      </div>
      <BrandLoginsPanel logins={logins} onCreate={create} onRetry={reloadLogins} />
      <BrandsFilterBar value={filters} onChange={setFilters} withVerified={false} />
      <Card>
        <CardBody>
          <BrandListBody
            list={list}
            emptyKey={normalizeNamePrefix(search) ? 'brands.empty' : 'brands.mine.empty'}
          >
            <AgencyBrandsTable brands={list.brands} onEdit={edit} />
          </BrandListBody>
        </CardBody>
      </Card>
      <BrandProfileModal target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
