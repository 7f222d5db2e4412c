import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useDebouncedValue } from '@/components/forms/useDebouncedValue';
import type { AffiliateDoc } from '@/lib/collections/affiliates';
import { normalizeNamePrefix } from '@/lib/namePrefix';
import { selectAllowance, selectCandidates, selectChanging } from '../affiliatesSlice';
import { loadCandidates, setInfluencerAllowed } from '../affiliatesThunks';
import { matchingInfluencers, type AffiliateInfluencer } from '../model/candidates';

function Person({ influencer }: { influencer: AffiliateInfluencer }) {
  return (
    <span className="d-flex align-items-center gap-2">
      {influencer.profileImage ? (
        <img
          src={influencer.profileImage}
          alt=""
          width={32}
          height={32}
          className="rounded-circle object-fit-cover"
        />
      ) : (
        <span
          className="rounded-circle bg-secondary-subtle d-inline-flex align-items-center justify-content-center"
          style={{ width: 32, height: 32 }}
          aria-hidden="true"
        >
          {influencer.name.charAt(0).toLocaleUpperCase('tr-TR')}
        </span>
      )}
      <span>{influencer.name}</span>
    </span>
  );
}

/**
 * The owner's (or an admin's) management of a programme's allowed influencers: the list with
 * remove, and a picker over approved influencers who work with the programme's marketplace.
 */
export function AllowancePanel({ programme }: { programme: AffiliateDoc }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const searchId = useId();
  const allowance = useAppSelector((state) => selectAllowance(state, programme.id));
  const candidates = useAppSelector(selectCandidates);
  const changing = useAppSelector(selectChanging);
  const [text, setText] = useState('');
  const prefix = normalizeNamePrefix(useDebouncedValue(text));
  const { marketplace } = programme;
  const marketplaceName = t(`affiliates.marketplaces.${marketplace}`);
  const allowed = allowance?.influencers ?? [];
  const allowedIds = new Set(allowed.map((i) => i.uid));
  const current = candidates?.marketplace === marketplace ? candidates : null;
  const matches = matchingInfluencers(current?.items ?? [], prefix);

  useEffect(() => {
    void dispatch(loadCandidates(marketplace));
  }, [dispatch, marketplace]);

  const change = (influencer: AffiliateInfluencer, allow: boolean) =>
    void dispatch(setInfluencerAllowed({ affiliateId: programme.id, influencer, allowed: allow }));

  return (
    <div className="row g-3">
      <section className="col-lg-6" aria-labelledby={`${searchId}-allowed`}>
        <div className="card h-100">
          <div className="card-body">
            <h2 id={`${searchId}-allowed`} className="h5">
              {t('affiliates.detail.allowedTitle')}{' '}
              <span className="badge text-bg-secondary">{allowed.length}</span>
            </h2>
            {allowed.length === 0 && (
              <p className="text-body-secondary mb-0">{t('affiliates.detail.allowedEmpty')}</p>
            )}
            {allowed.length > 0 && (
              <ul className="list-group list-group-flush" data-testid="allowed-influencers">
                {allowed.map((influencer) => (
                  <li
                    key={influencer.uid}
                    className="list-group-item d-flex justify-content-between align-items-center px-0"
                    data-testid="allowed-influencer"
                  >
                    <Person influencer={influencer} />
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      disabled={changing[influencer.uid] === true}
                      aria-label={t('affiliates.detail.removeLabel', { name: influencer.name })}
                      onClick={() => change(influencer, false)}
                    >
                      {t('affiliates.detail.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {(allowance?.hidden ?? 0) > 0 && (
              <p className="small text-body-secondary mt-2 mb-0">
                {t('affiliates.detail.hidden', { count: allowance?.hidden ?? 0 })}
              </p>
            )}
          </div>
        </div>
      </section>
      <section className="col-lg-6" aria-labelledby={`${searchId}-add`}>
        <div className="card h-100">
          <div className="card-body">
            <h2 id={`${searchId}-add`} className="h5">
              {t('affiliates.detail.addTitle')}
            </h2>
            <p className="small text-body-secondary">
              {t('affiliates.detail.addIntro', { marketplace: marketplaceName })}
            </p>
            <label className="form-label" htmlFor={searchId}>
              {t('affiliates.detail.search')}
            </label>
            <input
              id={searchId}
              type="search"
              className="form-control mb-3"
              placeholder={t('affiliates.detail.searchPlaceholder')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="affiliate-candidate-search"
            />
            {(!current || current.status === 'loading') && (
              <p role="status" className="text-body-secondary small">
                {t('affiliates.detail.candidatesLoading')}
              </p>
            )}
            {current?.status === 'error' && (
              <div role="alert" className="text-danger small d-flex align-items-center gap-2">
                <span>{t('affiliates.errors.search')}</span>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  onClick={() => void dispatch(loadCandidates(marketplace))}
                >
                  {t('affiliates.list.retry')}
                </button>
              </div>
            )}
            {current?.status === 'ready' && matches.total === 0 && (
              <p className="text-body-secondary small" data-testid="no-candidates">
                {t('affiliates.detail.noCandidates', { marketplace: marketplaceName })}
              </p>
            )}
            {current?.status === 'ready' && matches.total > 0 && (
              <ul className="list-group list-group-flush" data-testid="affiliate-candidates">
                {matches.shown.map((influencer) => (
                  <li
                    key={influencer.uid}
                    className="list-group-item d-flex justify-content-between align-items-center px-0"
                    data-testid="affiliate-candidate"
                  >
                    <Person influencer={influencer} />
                    {allowedIds.has(influencer.uid) ? (
                      <span className="badge text-bg-success">
                        {t('affiliates.detail.alreadyAllowed')}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        disabled={changing[influencer.uid] === true}
                        aria-label={t('affiliates.detail.allowLabel', { name: influencer.name })}
                        onClick={() => change(influencer, true)}
                      >
                        {t('affiliates.detail.allow')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {current?.status === 'ready' && matches.total > matches.shown.length && (
              <p className="small text-body-secondary mt-2 mb-0">
                {t('affiliates.detail.moreMatches', {
                  shown: matches.shown.length,
                  total: matches.total,
                })}
              </p>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
