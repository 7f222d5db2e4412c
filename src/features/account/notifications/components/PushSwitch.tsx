import { useTranslation } from 'react-i18next';
import { Alert, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  fcmVapidKey,
  pushIsOn,
  pushUnavailability,
  type PushProblem,
} from '../model/notificationSettings';
import { selectPushState } from '../notificationSettingsSlice';
import { disablePushNotifications, enablePushNotifications } from '../notificationSettingsThunks';
import { browserCanPush, notificationPermission } from './pushEnvironment';

const problemKeys: Record<PushProblem, string> = {
  denied: 'notificationSettings.push.denied',
  dismissed: 'notificationSettings.push.dismissed',
  unsupported: 'notificationSettings.push.unsupported',
  failed: 'notificationSettings.push.failed',
  offFailed: 'notificationSettings.push.offFailed',
};

/**
 * "Bildirimleri aç": web push to this browser. The permission is asked only when the user
 * flips it; it shows on while this browser's token is among her devices. Without the FCM web
 * push key (the emulators, CI) or a browser that can receive push, it is disabled and says why.
 */
export function PushSwitch({ uid, tokens }: { uid: string; tokens: string[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const push = useAppSelector(selectPushState);
  const unavailable = pushUnavailability({ vapidKey: fcmVapidKey(), supported: browserCanPush() });
  const on = pushIsOn(push.deviceToken, tokens);
  // A permission blocked before shows its way out at once, not only after a click.
  const problem: PushProblem | null =
    push.problem ??
    (!unavailable && !on && notificationPermission() === 'denied' ? 'denied' : null);

  const toggle = () => {
    if (on && push.deviceToken)
      void dispatch(disablePushNotifications({ uid, token: push.deviceToken }));
    else void dispatch(enablePushNotifications({ uid, known: tokens }));
  };

  const describedBy = ['push-hint', unavailable || problem ? 'push-problem' : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="mb-4" data-testid="push-settings">
      <FormGroup switch className="mb-1">
        <Input
          id="push-switch"
          type="switch"
          role="switch"
          checked={on}
          disabled={unavailable !== null || push.busy}
          aria-busy={push.busy}
          aria-describedby={describedBy}
          onChange={toggle}
        />
        <Label check for="push-switch">
          {t('notificationSettings.push.switch')}
        </Label>
      </FormGroup>
      <p id="push-hint" className="small text-body-secondary mb-2">
        {push.busy ? t('notificationSettings.push.working') : t('notificationSettings.push.hint')}
      </p>
      {unavailable ? (
        <p id="push-problem" className="small mb-0" data-testid="push-unavailable">
          {t(
            unavailable === 'notConfigured'
              ? 'notificationSettings.push.notConfigured'
              : 'notificationSettings.push.unsupported',
          )}
        </p>
      ) : (
        problem && (
          <Alert
            id="push-problem"
            color={problem === 'dismissed' ? 'info' : 'warning'}
            fade={false}
            role="alert"
            className="small mb-0"
            data-testid="push-problem"
          >
            {t(problemKeys[problem])}
          </Alert>
        )
      )}
    </div>
  );
}
