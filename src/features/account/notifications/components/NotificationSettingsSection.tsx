import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/LoadState';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import { useUserDoc } from '../../components/useUserDoc';
import { eventsFor, storedPreferencesOf } from '../model/notificationSettings';
import { notificationSettingsLeft } from '../notificationSettingsSlice';
import { PreferencesForm } from './PreferencesForm';
import { PushSwitch } from './PushSwitch';

/**
 * "Bildirimler" (issue 23): web push to this browser, and per event whether the signed-in
 * user hears about it by e-mail and by push, and in which language the mails come. Marketing
 * mails are not here: the marketing consent of the consent section decides them.
 */
export function NotificationSettingsSection({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectSignedInUser)?.type === 'admin';
  const state = useUserDoc(uid);

  useEffect(() => () => void dispatch(notificationSettingsLeft(uid)), [dispatch, uid]);

  const user = state.status === 'ready' ? state.user : null;
  const tokens = (user?.pushNotificationIds ?? []).filter(
    (token): token is string => typeof token === 'string',
  );

  return (
    <section
      id="notifications"
      className="card"
      aria-labelledby="notifications-title"
      data-testid="notification-settings"
    >
      <div className="card-body">
        <h2 id="notifications-title" className="h5 mb-1">
          {t('notificationSettings.title')}
        </h2>
        <p className="small text-body-secondary">{t('notificationSettings.intro')}</p>
        {user ? (
          <>
            <PushSwitch uid={uid} tokens={tokens} />
            <PreferencesForm
              key={uid}
              uid={uid}
              stored={storedPreferencesOf(user)}
              events={eventsFor(isAdmin)}
            />
          </>
        ) : (
          <LoadState
            status={state.status === 'missing' ? 'missing' : 'loading'}
            loadingKey="notificationSettings.loading"
            errorKey="notificationSettings.loadFailed"
          />
        )}
        <p className="small text-body-secondary mt-3 mb-0" data-testid="marketing-mails">
          {t('notificationSettings.marketing')}
        </p>
      </div>
    </section>
  );
}
