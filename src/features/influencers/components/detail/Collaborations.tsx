import { format } from 'date-fns';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { briefDetailPath } from '@/config/paths';
import { selectCollaborations } from '../../influencersSlice';
import { loadCollaborations } from '../../influencersThunks';

/** Briefs the influencer completed (admins and the influencer herself may list them). */
export function Collaborations({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectCollaborations(s, uid));
  useEffect(() => {
    void dispatch(loadCollaborations(uid));
  }, [dispatch, uid]);

  return (
    <section
      className="card mb-4"
      aria-labelledby="collaborations-title"
      data-testid="collaborations"
    >
      <div className="card-body">
        <h2 id="collaborations-title" className="h5 mb-3">
          {t('influencers.detail.collaborations')}
        </h2>
        {state.status === 'loading' && (
          <p className="text-body-secondary mb-0" role="status">
            {t('influencers.detail.loadingSection')}
          </p>
        )}
        {state.status === 'error' && (
          <p className="text-danger mb-0">{t('influencers.detail.collaborationsFailed')}</p>
        )}
        {state.status === 'ready' &&
          (state.value.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('influencers.detail.noCollaborations')}</p>
          ) : (
            <ul className="list-group list-group-flush">
              {state.value.map((item) => (
                <li
                  key={item.briefId}
                  className="list-group-item px-0 d-flex flex-wrap justify-content-between gap-2"
                >
                  <span className="min-w-0">
                    <Link to={briefDetailPath(item.briefId)}>{item.title}</Link>
                    <span className="text-body-secondary small d-block">{item.brandName}</span>
                  </span>
                  <span className="text-body-secondary small">{format(item.at, 'dd.MM.yyyy')}</span>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}
