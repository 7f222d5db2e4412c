import { formatDistance } from 'date-fns';
import { dateLocale } from '../../lib/dates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session/sessionSlice';
import {
  markNewestRead,
  markNotificationRead,
  subscribeNotificationCount,
  subscribeNotifications,
} from '../../features/briefs/api/notifications';
import type { NotificationDoc } from '../../lib/collections/notifications';
import { Icon } from '../icons/Icon';
import { TopBarDropdown } from './TopBarDropdown';

/** '5 dakika önce' in the UI language (Turkish by default). */
export function relativeTime(millis: number, language: string, now: number = Date.now()): string {
  const locale = dateLocale(language);
  // A server time a little ahead of this clock still reads as "just now", not "in a minute".
  return formatDistance(Math.min(millis, now), now, { addSuffix: true, locale });
}

/** Only in-app paths are followed; anything else stays on the page. */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

type Feed = { uid: string; items: NotificationDoc[] | null; failed: boolean; count: number };

/**
 * The bell: the latest 12 notifications of the user the app acts for, live, with the unread
 * count of Users/{uid}.notificationCount as its badge. Opening it marks the newest one read and
 * resets the count to 0; choosing one marks it read and opens its page. The listeners stop
 * when the user changes or signs out, and when the top bar unmounts.
 */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const uid = useAppSelector(selectUser)?.uid ?? null;
  const [feed, setFeed] = useState<Feed>({ uid: '', items: null, failed: false, count: 0 });

  useEffect(() => {
    if (!uid) return undefined;
    // State of an earlier user is never shown: the first update for this uid starts afresh.
    const update = (change: Partial<Feed>) =>
      setFeed((current) => ({
        ...(current.uid === uid ? current : { uid, items: null, failed: false, count: 0 }),
        ...change,
      }));
    const report = (error: unknown) => {
      console.warn('notifications unavailable', error);
      update({ failed: true });
    };
    const stopList = subscribeNotifications(
      uid,
      (items) => update({ items, failed: false }),
      report,
    );
    const stopCount = subscribeNotificationCount(uid, (count) => update({ count }), report);
    return () => {
      stopList();
      stopCount();
    };
  }, [uid]);

  const current = uid && feed.uid === uid ? feed : null;
  const items = current?.items ?? null;
  const count = current?.count ?? 0;

  const onOpen = () => {
    if (!uid || !items) return;
    markNewestRead(uid, items[0] ?? null, count).catch((error: unknown) =>
      console.warn('could not mark notifications read', error),
    );
  };

  const choose = (item: NotificationDoc, close: () => void) => {
    close();
    if (uid && !item.isRead) {
      markNotificationRead(uid, item.id).catch((error: unknown) =>
        console.warn('could not mark the notification read', error),
      );
    }
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
      onOpen={onOpen}
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
      {(close) => (
        <div className="notifications-panel" style={{ width: '22rem', maxWidth: '90vw' }}>
          <p className="dropdown-header mb-0">{t('notifications.title')}</p>
          {current?.failed && !items && (
            <p className="dropdown-item-text text-body-secondary mb-0">
              {t('notifications.loadFailed')}
            </p>
          )}
          {items && items.length === 0 && (
            <p className="dropdown-item-text text-body-secondary mb-0 notifications-empty">
              {t('layout.notifications.empty')}
            </p>
          )}
          {!items && !current?.failed && (
            <p className="dropdown-item-text text-body-secondary mb-0">
              {t('notifications.loading')}
            </p>
          )}
          {items && items.length > 0 && (
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
                    {item.timestamp !== null && (
                      <small className="d-block text-body-secondary fw-normal">
                        {relativeTime(item.timestamp, i18n.language)}
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
