import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Icon } from '@/components/icons/Icon';
import { menuToggled, selectMenuVisible } from '@/store/ui/uiSlice';
import { sideMenuId } from '@/store/ui/menuState';

/** Cycles default → sub-hidden → hidden on wide screens; opens and closes the mobile overlay. */
export function MenuToggleButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectMenuVisible);
  return (
    <button
      type="button"
      className="btn topbar-icon-btn"
      aria-label={t('layout.menu.toggle')}
      aria-controls={sideMenuId}
      aria-expanded={visible}
      data-testid="menu-toggle"
      onClick={() => dispatch(menuToggled())}
    >
      <Icon name="menu" />
    </button>
  );
}
