import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import type { BrandDoc } from '@/lib/collections/brands';
import type { BrandListSpec } from '../api/brandsQuery';
import { brandNameOf } from '../brandDisplay';
import type { BrandAction } from '../brandsErrors';
import { selectBrandAccounts, selectBrandBusy } from '../brandsSlice';
import { actAsBrand, runBrandAction } from '../brandsThunks';
import { BrandListBody } from '../components/BrandListBody';
import {
  allBrandsFilters,
  BrandsFilterBar,
  type BrandsFilterValues,
} from '../components/BrandsFilterBar';
import { BrandsTable } from '../components/BrandsTable';
import { useBrandList } from '../components/useBrandList';
import { useDebouncedValue } from '@/components/forms/useDebouncedValue';

/**
 * The admin's brands screen (/app/brands, spec sections 2 and 6): filter by verification,
 * search by name, verify, grant the business plan, and open a brand's briefs as the brand.
 */
export default function BrandsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<BrandsFilterValues>(allBrandsFilters);
  const search = useDebouncedValue(filters.search);
  const spec = useMemo<BrandListSpec>(
    () => ({ view: 'admin', verified: filters.verified, search }),
    [filters.verified, search],
  );
  const list = useBrandList(spec);
  const accounts = useAppSelector(selectBrandAccounts);
  const busy = useAppSelector(selectBrandBusy);

  const onAction = async (brand: BrandDoc, action: BrandAction) => {
    const name = brandNameOf(brand) || t('brands.table.noName');
    if (action !== 'actAs') {
      void dispatch(runBrandAction({ uid: brand.uid, name, action }));
      return;
    }
    const result = await dispatch(actAsBrand({ uid: brand.uid }));
    // The brand's briefs are its project list, seen as the brand.
    if (actAsBrand.fulfilled.match(result)) navigate(paths.app.myProjects);
  };

  return (
    <div className="brands-page">
      <h1 className="h3 mb-1">{t('brands.title')}</h1>
      <p className="text-body-secondary mb-4">{t('brands.intro')}</p>
      <BrandsFilterBar value={filters} onChange={setFilters} />
      <Card>
        <CardBody>
          <BrandListBody list={list} emptyKey="brands.empty">
            <BrandsTable
              brands={list.brands}
              accounts={accounts}
              busy={busy}
              onAction={(brand, action) => void onAction(brand, action)}
            />
          </BrandListBody>
        </CardBody>
      </Card>
    </div>
  );
}
