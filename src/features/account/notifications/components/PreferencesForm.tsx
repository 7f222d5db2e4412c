import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, FormGroup, Input, Label, Table } from 'reactstrap';
import {
  MAIL_LANGUAGES,
  type NotificationPreferences,
  type OutreachChannel,
  type OutreachEvent,
} from '@shared/outreach';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  draftOf,
  isFixedEmail,
  isMailLanguage,
  preferencesToSave,
  withFlag,
} from '../model/notificationSettings';
import { preferencesEdited, selectSaveStatus } from '../notificationSettingsSlice';
import { saveNotificationPreferences } from '../notificationSettingsThunks';

const channels: OutreachChannel[] = ['email', 'push'];
const NOTE_ID = 'notification-transactional-note';

/**
 * The events table (e-mail and push per event) and the mails' language, saved together with
 * one button. The form keeps its own copy: a save does not reset what is being edited.
 */
export function PreferencesForm({
  uid,
  stored,
  events,
}: {
  uid: string;
  stored: NotificationPreferences;
  events: OutreachEvent[];
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector((root) => selectSaveStatus(root, uid));
  const [draft, setDraft] = useState(() => draftOf(stored, i18n.language));
  const saving = status === 'saving';

  const edit = (next: typeof draft) => {
    setDraft(next);
    dispatch(preferencesEdited(uid));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    void dispatch(
      saveNotificationPreferences({ uid, preferences: preferencesToSave(draft, stored, events) }),
    );
  };

  const channelName = (channel: OutreachChannel) => t(`notificationSettings.channels.${channel}`);

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="notification-preferences">
      <Table responsive size="sm" className="align-middle mb-2">
        <caption className="visually-hidden">{t('notificationSettings.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('notificationSettings.table.event')}</th>
            {channels.map((channel) => (
              <th key={channel} scope="col" className="text-center">
                {channelName(channel)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event} data-testid={`preference-${event}`}>
              <th scope="row" className="fw-normal">
                {t(`notificationSettings.events.${event}`)}
              </th>
              {channels.map((channel) => {
                const fixed = channel === 'email' && isFixedEmail(event);
                const id = `preference-${channel}-${event}`;
                return (
                  <td key={channel} className="text-center">
                    <Input
                      id={id}
                      type="checkbox"
                      className="m-0"
                      checked={fixed || draft[channel][event]}
                      disabled={fixed || saving}
                      aria-label={t('notificationSettings.table.box', {
                        event: t(`notificationSettings.events.${event}`),
                        channel: channelName(channel),
                      })}
                      aria-describedby={fixed ? NOTE_ID : undefined}
                      onChange={(change) =>
                        edit(withFlag(draft, channel, event, change.target.checked))
                      }
                    />
                    {fixed && (
                      <span className="ms-1 text-body-secondary" aria-hidden="true">
                        *
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <p id={NOTE_ID} className="small text-body-secondary">
        <span aria-hidden="true">* </span>
        {t('notificationSettings.transactional')}
      </p>
      <FormGroup className="col-sm-6 col-lg-4">
        <Label for="notification-language">{t('notificationSettings.language')}</Label>
        <Input
          id="notification-language"
          type="select"
          value={draft.language}
          disabled={saving}
          onChange={(change) => {
            const language = change.target.value;
            if (isMailLanguage(language)) edit({ ...draft, language });
          }}
        >
          {MAIL_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`notificationSettings.languages.${language}`)}
            </option>
          ))}
        </Input>
      </FormGroup>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button color="primary" type="submit" disabled={saving} aria-busy={saving}>
          {saving ? t('notificationSettings.saving') : t('notificationSettings.save')}
          {/* The page has other "Kaydet" buttons: a screen reader's list of buttons tells them apart. */}{' '}
          <span className="visually-hidden">({t('notificationSettings.saveWhat')})</span>
        </Button>
        <span role="status" className="text-success" data-testid="preferences-saved">
          {status === 'saved' ? t('notificationSettings.saved') : ''}
        </span>
      </div>
      {status === 'error' && (
        <Alert color="danger" fade={false} role="alert" className="mt-3 mb-0">
          {t('notificationSettings.saveFailed')}
        </Alert>
      )}
    </Form>
  );
}
