import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { SupportMessage } from '@/lib/collections/support';
import { isImageAttachment, isSafeFileUrl } from '../model/attachment';
import { withDaySeparators } from '../model/days';
import type { Viewer } from '../model/history';
import { selectThread, selectThreadMessages } from '../supportSlice';
import { loadOlderMessages } from '../supportThunks';

const timeOf = (millis: number | null, language: string) =>
  millis === null
    ? ''
    : new Date(millis).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });

/** A message's file: a picture shows as a preview, anything else as a link with its name. */
function Attachment({ fileUrl, fileName }: { fileUrl?: string; fileName?: string }) {
  const { t } = useTranslation();
  const name = fileName || t('supportDesk.attachment.file');
  if (!isSafeFileUrl(fileUrl)) {
    return <div className="support-attachment small text-body-secondary">📎 {name}</div>;
  }
  if (isImageAttachment({ fileName, fileUrl })) {
    return (
      <a
        className="support-attachment support-attachment-image d-block"
        href={fileUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="support-attachment"
      >
        <img src={fileUrl} alt={name} loading="lazy" />
      </a>
    );
  }
  return (
    <a
      className="support-attachment support-attachment-file d-inline-flex align-items-center gap-1"
      href={fileUrl}
      target="_blank"
      rel="noopener noreferrer"
      download={fileName}
      data-testid="support-attachment"
    >
      <span aria-hidden="true">📄</span>
      <span className="text-break">{name}</span>
    </a>
  );
}

function Bubble({ message, viewer }: { message: SupportMessage; viewer: Viewer }) {
  const { t, i18n } = useTranslation();
  const mine = message.isFromUser === (viewer === 'user');
  const status = message.pending
    ? t('supportDesk.pending')
    : mine
      ? t(message.isRead ? 'supportDesk.read' : 'supportDesk.sent')
      : '';
  return (
    <li
      className={`support-message ${mine ? 'support-message-mine' : 'support-message-theirs'}`}
      data-testid="support-message"
      data-pending={message.pending ? 'true' : 'false'}
    >
      <div className="support-bubble">
        {message.isAutomatic && (
          <div className="small text-body-secondary">{t('supportDesk.automatic')}</div>
        )}
        {(message.fileUrl || message.fileName) && (
          <Attachment fileUrl={message.fileUrl} fileName={message.fileName} />
        )}
        {message.text && <div className="support-text">{message.text}</div>}
        <div className="support-meta small">
          {timeOf(message.timestamp, i18n.language)}
          {status && <span className="ms-2">{status}</span>}
        </div>
      </div>
    </li>
  );
}

/**
 * The conversation's messages, oldest at the top. Scrolling to the top loads the next 50 older
 * ones (the view keeps its place); a new message at the bottom scrolls into view.
 */
export function MessageList({ uid, viewer }: { uid: string; viewer: Viewer }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const thread = useAppSelector(selectThread);
  const messages = useAppSelector((state) => selectThreadMessages(state, uid));
  const rows = useMemo(() => withDaySeparators(messages, i18n.language), [messages, i18n.language]);
  const box = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: '', last: '', height: 0 });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const first = messages[0]?.id ?? '';
    const last = messages.at(-1)?.id ?? '';
    const before = previous.current;
    if (before.first !== '' && first !== before.first && last === before.last) {
      // Older messages came in above: stay where the reader was.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last !== before.last) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, last, height: element.scrollHeight };
  }, [messages]);

  const canLoadOlder = thread.status === 'ready' && !thread.older.exhausted;
  const loadingOlder = thread.older.more === 'loading';
  const older = () => void dispatch(loadOlderMessages(uid));

  if (thread.status === 'loading' || thread.status === 'idle') {
    return (
      <div className="support-messages d-flex justify-content-center align-items-center">
        <Spinner size="sm" className="me-2" />
        {t('supportDesk.loading')}
      </div>
    );
  }

  return (
    <div
      ref={box}
      className="support-messages"
      data-testid="support-messages"
      role="region"
      aria-label={t('supportDesk.messagesLabel')}
      // A scrolling box must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={(event) => {
        if (canLoadOlder && !loadingOlder && event.currentTarget.scrollTop < 40) older();
      }}
    >
      {canLoadOlder && (
        <div className="text-center my-2">
          <Button size="sm" color="link" disabled={loadingOlder} onClick={older}>
            {loadingOlder ? t('supportDesk.loadingOlder') : t('supportDesk.loadOlder')}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="text-center text-body-secondary my-4">{t('supportDesk.empty')}</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {rows.map((row) =>
            row.kind === 'day' ? (
              <li key={row.key} className="support-day text-center small text-body-secondary">
                <span>{row.label}</span>
              </li>
            ) : (
              <Bubble key={row.key} message={row.message} viewer={viewer} />
            ),
          )}
        </ol>
      )}
    </div>
  );
}
