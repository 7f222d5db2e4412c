import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { TopBarDropdown } from './TopBarDropdown';

/** The notifications slot: the list itself arrives with the notifications issue. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  return (
    <TopBarDropdown
      label={t('layout.notifications.button')}
      button={<Icon name="bell" />}
      testId="notifications-button"
    >
      {() => (
        <p className="dropdown-item-text text-body-secondary mb-0 notifications-empty">
          {t('layout.notifications.empty')}
        </p>
      )}
    </TopBarDropdown>
  );
}
