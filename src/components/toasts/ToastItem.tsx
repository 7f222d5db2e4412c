import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { toastDismissed } from '@/store/ui/uiSlice';
import type { Toast, ToastType } from '@/store/ui/toastModel';

const tone: Record<ToastType, string> = {
  success: 'text-bg-success',
  error: 'text-bg-danger',
  info: 'text-bg-info',
  warning: 'text-bg-warning',
};

/** One toast: it leaves after its duration, or at once when clicked. */
export function ToastItem({ toast }: { toast: Toast }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { id, duration, createdAt } = toast;

  useEffect(() => {
    const left = Math.max(0, createdAt + duration - Date.now());
    const timer = window.setTimeout(() => dispatch(toastDismissed(id)), left);
    return () => window.clearTimeout(timer);
  }, [dispatch, id, duration, createdAt]);

  const text = i18n.exists(toast.message) ? t(toast.message, toast.values) : toast.message;
  return (
    <div
      className={`toast show app-toast ${tone[toast.type]}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-type={toast.type}
    >
      <button
        type="button"
        className="app-toast-button"
        title={t('layout.toasts.dismiss')}
        onClick={() => dispatch(toastDismissed(id))}
      >
        {text}
      </button>
    </div>
  );
}
