import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { mobileMenuClosed } from '@/store/ui/uiSlice';

/** Dims the page behind the open mobile menu; a click on it closes the menu. */
export function MenuBackdrop() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      tabIndex={-1}
      className="menu-backdrop"
      aria-label={t('layout.menu.close')}
      onClick={() => dispatch(mobileMenuClosed())}
    />
  );
}
