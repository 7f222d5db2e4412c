import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { actingAsEnded, selectActingAs } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';

const ActingAsMessage = lazy(() => import('./ActingAsMessage'));

/**
 * Shown while an admin acts as another user (design.md section 7): whose view this is, and the
 * way back. The admin's own session is never touched; leaving only ends the switch.
 */
export function ActingAsBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const actingAs = useAppSelector(selectActingAs);
  if (!actingAs) return null;

  const leave = () => {
    // End the switch first: /app/users is admin-only and the guard reads the acted role.
    dispatch(actingAsEnded());
    navigate(paths.app.users);
  };

  return (
    <div
      role="status"
      data-testid="acting-as-banner"
      className="acting-as-banner alert alert-warning border-warning d-flex flex-wrap align-items-center justify-content-between gap-2 py-2 mb-3"
    >
      <span>
        <Suspense fallback={null}>
          <ActingAsMessage name={actingAs.title || actingAs.email || actingAs.uid} />
        </Suspense>
      </span>
      <button type="button" className="btn btn-sm btn-dark" onClick={leave}>
        {t('layout.actingAs.exit')}
      </button>
    </div>
  );
}
