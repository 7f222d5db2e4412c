import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../icons/Icon';
import { menuToggled, selectMenuVisible } from '../uiSlice';
import { sideMenuId } from './menuState';

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
