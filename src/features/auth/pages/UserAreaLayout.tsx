import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppearanceControls } from '@/layout/appearance/AppearanceControls';
import { OfflineBanner } from '@/layout/offline/OfflineBanner';
import { ToastContainer } from '@/components/toasts/ToastContainer';

/** The signed-out area (/user): a centred card with the brand name above it. */
export default function UserAreaLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-vh-100 d-flex flex-column">
      <OfflineBanner />
      <main className="user-area flex-grow-1 d-flex flex-column align-items-center justify-content-center p-3">
        <p className="h4 mb-4 fw-bold text-primary">{t('app.name')}</p>
        <div className="card shadow-sm w-100" style={{ maxWidth: 440 }}>
          <div className="card-body p-4">
            <Outlet />
          </div>
        </div>
        <AppearanceControls className="justify-content-center mt-4" />
      </main>
      <ToastContainer />
    </div>
  );
}
