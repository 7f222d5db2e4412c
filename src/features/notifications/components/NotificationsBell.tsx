import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import { selectUser } from '@/store/session/sessionSlice';
import { Icon } from '@/components/icons/Icon';
import { TopBarDropdown } from '@/layout/topbar/TopBarDropdown';
import type { NotificationDoc } from '@/lib/collections/notifications';
import { notificationsFeed } from '../notificationsFeeds';
import { selectNotificationsOf, selectNotificationsStatus } from '../notificationsSlice';
import { markNotificationRead, openNotifications } from '../notificationsThunks';

// The times need date-fns: loaded the first time the panel opens, not with every /app page.
const RelativeTime = lazy(() => import('@/components/time/RelativeTime'));

/** Only in-app paths are followed; anything else stays on the page. */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * The bell of the top bar (filled into AppLayout's slot by src/app/AppFrame): the latest 12
 * notifications of the user the app acts for, live, with that user's notificationCount (from
 * the session) as its badge. Opening it marks the newest one read and resets the count;
 * choosing one marks it read and opens its page.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? null;
  const count = user?.notificationCount ?? 0;
  useLiveFeed(notificationsFeed, uid);
  const items = useAppSelector((state) => selectNotificationsOf(state, uid));
  const status = useAppSelector((state) => selectNotificationsStatus(state, uid));

  const choose = (item: NotificationDoc, close: () => void) => {
    close();
    if (uid && !item.isRead) void dispatch(markNotificationRead({ uid, id: item.id }));
    if (isAppPath(item.path)) navigate(item.path);
  };

  const label =
    count > 0
      ? t('notifications.buttonWithCount', { count, label: t('layout.notifications.button') })
      : t('layout.notifications.button');

  return (
    <TopBarDropdown
      label={label}
      testId="notifications-button"
      onOpen={() => void dispatch(openNotifications())}
      button={
        <span className="position-relative d-inline-block">
          <Icon name="bell" />
          {count > 0 && (
            <span
              className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger"
              aria-hidden="true"
              data-testid="notifications-badge"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </span>
      }
    >
      {(close, open) => (
        <div className="notifications-panel" style={{ width: '22rem', maxWidth: '90vw' }}>
          <p className="dropdown-header mb-0">{t('notifications.title')}</p>
          {status === 'error' && items.length === 0 && (
            <p className="dropdown-item-text text-body-secondary mb-0">
              {t('notifications.loadFailed')}
            </p>
          )}
          {status === 'ready' && items.length === 0 && (
            <p className="dropdown-item-text text-body-secondary mb-0 notifications-empty">
              {t('layout.notifications.empty')}
            </p>
          )}
          {(status === 'idle' || status === 'loading') && items.length === 0 && (
            <p className="dropdown-item-text text-body-secondary mb-0">
              {t('notifications.loading')}
            </p>
          )}
          {items.length > 0 && (
            <ul className="list-unstyled mb-0" data-testid="notifications-list">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`dropdown-item text-wrap py-2${item.isRead ? '' : ' fw-semibold'}`}
                    onClick={() => choose(item, close)}
                  >
                    <span className="d-block">
                      {!item.isRead && (
                        <span className="visually-hidden">{t('notifications.unread')} </span>
                      )}
                      {item.message}
                    </span>
                    {open && item.timestamp !== null && (
                      <small className="d-block text-body-secondary fw-normal">
                        <Suspense fallback={null}>
                          <RelativeTime millis={item.timestamp} />
                        </Suspense>
                      </small>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </TopBarDropdown>
  );
}
