import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AffiliateDoc } from '@/lib/collections/affiliates';
import { listKey, type AffiliateListSpec } from '../model/affiliateList';
import {
  affiliateListClosed,
  selectAffiliateEntities,
  selectAffiliateList,
} from '../affiliatesSlice';
import { moreAffiliates, openAffiliateList } from '../affiliatesThunks';
import { AffiliateCard } from './AffiliateCard';

const titleKey = { owner: 'own', all: 'all', allowed: 'allowed' } as const;
const emptyKey = { owner: 'emptyOwn', all: 'emptyAll', allowed: 'emptyAllowed' } as const;

/** One paged list of programmes (owner's, all, or allowed), newest first. */
export function AffiliateListSection({ spec }: { spec: AffiliateListSpec }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const key = listKey(spec);
  const list = useAppSelector((state) => selectAffiliateList(state, key));
  const entities = useAppSelector(selectAffiliateEntities);
  const titleId = `affiliates-${spec.view}`;

  useEffect(() => {
    void dispatch(openAffiliateList(spec));
    return () => {
      dispatch(affiliateListClosed(key));
    };
    // The key names the spec: a new spec object with the same key is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);

  const programmes = useMemo(
    () => (list?.ids ?? []).map((id) => entities[id]).filter((p): p is AffiliateDoc => !!p),
    [list?.ids, entities],
  );

  return (
    <section className="mb-4" aria-labelledby={titleId} data-testid={`affiliate-list-${spec.view}`}>
      <h2 id={titleId} className="h5 mb-3">
        {t(`affiliates.list.${titleKey[spec.view]}`)}
      </h2>
      {(!list || list.status === 'loading') && (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('affiliates.list.loading')}
        </p>
      )}
      {list?.status === 'error' && (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{t('affiliates.errors.load')}</span>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => void dispatch(openAffiliateList(spec))}
          >
            {t('affiliates.list.retry')}
          </button>
        </div>
      )}
      {list?.status === 'ready' && programmes.length === 0 && (
        <p className="text-body-secondary" data-testid="affiliates-empty">
          {t(`affiliates.list.${emptyKey[spec.view]}`)}
        </p>
      )}
      {list?.status === 'ready' && programmes.length > 0 && (
        <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
          {programmes.map((programme) => (
            <div className="col" key={programme.id}>
              <AffiliateCard programme={programme} />
            </div>
          ))}
        </div>
      )}
      {list?.status === 'ready' && list.cursor && (
        <button
          type="button"
          className="btn btn-outline-secondary mt-3"
          disabled={list.more === 'loading'}
          onClick={() =>
            list.cursor &&
            void dispatch(moreAffiliates({ spec, requestId: list.requestId, cursor: list.cursor }))
          }
        >
          {t('affiliates.list.more')}
        </button>
      )}
      {list?.more === 'error' && (
        <p className="text-danger small mt-2" role="alert">
          {t('affiliates.errors.load')}
        </p>
      )}
    </section>
  );
}
