import { useTranslation } from 'react-i18next';
import './toasts.css';
import { useAppSelector } from '@/store/hooks';
import { selectToasts } from '@/store/ui/uiSlice';
import { ToastItem } from './ToastItem';

/** The corner where queued toasts appear; rendered once by each layout. */
export function ToastContainer() {
  const { t } = useTranslation();
  const toasts = useAppSelector(selectToasts);
  return (
    <section
      className="toast-container position-fixed top-0 end-0 p-3 app-toasts"
      aria-label={t('layout.toasts.region')}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
