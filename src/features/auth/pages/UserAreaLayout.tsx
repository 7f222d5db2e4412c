import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The signed-out area (/user): a centred card with the brand name above it. */
export default function UserAreaLayout() {
  const { t } = useTranslation();
  return (
    <div className="user-area min-vh-100 d-flex flex-column align-items-center justify-content-center p-3">
      <p className="h4 mb-4 fw-bold text-primary">{t('app.name')}</p>
      <div className="card shadow-sm w-100" style={{ maxWidth: 440 }}>
        <div className="card-body p-4">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
