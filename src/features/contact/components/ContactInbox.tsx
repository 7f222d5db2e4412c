import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  contactInboxClosed,
  selectContactInbox,
  selectInboxHasMore,
  selectInboxMessages,
  selectInboxStatus,
} from '../contactSlice';
import { moreContactMessages, openContactInbox } from '../contactThunks';

/** The admins' list of contact messages, newest first, a page at a time. */
export function ContactInbox() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const inbox = useAppSelector(selectContactInbox);
  const messages = useAppSelector(selectInboxMessages);
  const status = useAppSelector(selectInboxStatus);
  const hasMore = useAppSelector(selectInboxHasMore);

  useEffect(() => {
    void dispatch(openContactInbox());
    return () => {
      dispatch(contactInboxClosed());
    };
  }, [dispatch]);

  /** The next page, or after a failure the page that failed (the first one: open again). */
  const loadMore = () => {
    if (inbox?.status === 'ready' && inbox.cursor) {
      void dispatch(moreContactMessages({ requestId: inbox.requestId, cursor: inbox.cursor }));
    } else {
      void dispatch(openContactInbox());
    }
  };

  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <section aria-labelledby="contact-inbox-title" data-testid="contact-inbox">
      <h2 id="contact-inbox-title" className="h4 mb-1">
        {t('contact.inbox.title')}
      </h2>
      <p className="text-body-secondary">{t('contact.inbox.intro')}</p>
      {status === 'ready' && messages.length === 0 && (
        <p className="text-body-secondary">{t('contact.inbox.empty')}</p>
      )}
      <ul className="list-unstyled mb-3">
        {messages.map((message) => (
          <li key={message.id} className="card mb-2">
            <div className="card-body">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <h3 className="h6 mb-1">{message.subject}</h3>
                {message.createdAt !== null && (
                  <time
                    className="small text-body-secondary"
                    dateTime={new Date(message.createdAt).toISOString()}
                  >
                    {dateFormat.format(message.createdAt)}
                  </time>
                )}
              </div>
              <p className="small mb-2">
                {message.name} · {message.email}
                {message.uid && (
                  <span className="badge text-bg-secondary ms-2">{t('contact.inbox.member')}</span>
                )}
              </p>
              <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
                {message.message}
              </p>
              <a
                className="small"
                href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
              >
                {t('contact.inbox.reply')}
              </a>
            </div>
          </li>
        ))}
      </ul>
      {status === 'loading' && (
        // A div: the spinner is a div, which a <p> may not hold.
        <div role="status">
          <Spinner size="sm" className="me-2" />
          {t('contact.inbox.loading')}
        </div>
      )}
      {status === 'error' && (
        <Alert color="danger" fade={false}>
          {t('contact.inbox.loadFailed')}{' '}
          <Button color="link" className="p-0 align-baseline" onClick={loadMore}>
            {t('contact.inbox.retry')}
          </Button>
        </Alert>
      )}
      {status === 'ready' && hasMore && (
        <Button color="secondary" outline onClick={loadMore}>
          {t('contact.inbox.more')}
        </Button>
      )}
    </section>
  );
}
