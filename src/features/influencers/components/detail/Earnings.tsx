import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserDoc } from '@/store/session/sessionSlice';
import { selectEarnings, type Loadable } from '../../influencersSlice';
import { loadEarnings } from '../../influencersThunks';
import { formatLira } from '../../model/format';

/**
 * The earnings total (`totalEarnedPrice`), shown to the influencer, her managing agency and
 * admins. The Users copy first (as storedTotalEarned in @shared/creatorEarnings): her own comes
 * from the session's Users document (the one listener on it), anyone else's is read once. When
 * Users holds none, the profile's copy (`profileTotal`, spec section 3's place for it).
 */
export function Earnings({ uid, profileTotal }: { uid: string; profileTotal?: string | null }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const sessionDoc = useAppSelector((state) => selectUserDoc(state, uid));
  const fetched = useAppSelector((state) => selectEarnings(state, uid));
  const followed = sessionDoc !== undefined && sessionDoc !== null;

  useEffect(() => {
    if (!followed) void dispatch(loadEarnings(uid));
  }, [dispatch, uid, followed]);

  let state: Loadable<string | null> = fetched;
  if (followed) {
    const value = (sessionDoc as Record<string, unknown>).totalEarnedPrice;
    state = {
      status: 'ready',
      value: typeof value === 'string' || typeof value === 'number' ? String(value) : null,
    };
  }

  return (
    <section className="card mb-4" aria-labelledby="earnings-title" data-testid="earnings">
      <div className="card-body">
        <h2 id="earnings-title" className="h5 mb-2">
          {t('influencers.detail.earnings')}
        </h2>
        {state.status === 'loading' && (
          <p className="text-body-secondary mb-0" role="status">
            {t('influencers.detail.loadingSection')}
          </p>
        )}
        {state.status === 'error' && (
          <p className="text-danger mb-0">{t('influencers.detail.earningsFailed')}</p>
        )}
        {state.status === 'ready' && (
          <p className="display-6 mb-0" data-testid="earnings-total">
            {formatLira(state.value ?? profileTotal ?? '0', i18n.language)}
          </p>
        )}
      </div>
    </section>
  );
}
