import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppearanceControls } from '../appearance/AppearanceControls';
import { Icon } from '@/components/icons/Icon';
import { useDisclosure } from './useDisclosure';

/**
 * The switchers sit in the top bar on wide screens; below 1200 px a button folds them into
 * a panel. Either way the selects stay in the DOM.
 */
export function AppearanceMenu() {
  const { t } = useTranslation();
  const { open, toggle, ref } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  return (
    <div className="appearance-menu" ref={ref}>
      <button
        type="button"
        className="btn topbar-icon-btn d-xl-none"
        aria-label={t('layout.appearance.button')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Icon name="appearance" />
      </button>
      <AppearanceControls
        id={panelId}
        className={open ? 'appearance-panel is-open' : 'appearance-panel'}
      />
    </div>
  );
}
