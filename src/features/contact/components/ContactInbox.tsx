import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'reactstrap';
import type { TimestampParts } from '@/lib/cursors';
import { readContactMessages, type ContactMessage } from '../api/contactApi';

const PAGE_SIZE = 20;

type Inbox = {
  status: 'loading' | 'ready' | 'error';
  messages: ContactMessage[];
  cursor: TimestampParts | null;
};

/** The list after one more page (or the same list marked failed, to retry). */
async function nextInbox(after: TimestampParts | null, before: ContactMessage[]): Promise<Inbox> {
  try {
    const page = await readContactMessages(PAGE_SIZE, after);
    return { status: 'ready', messages: [...before, ...page.messages], cursor: page.cursor };
  } catch (error) {
    console.error('contact messages not loaded', error);
    return { status: 'error', messages: before, cursor: after };
  }
}

/** The admins' list of contact messages, newest first, a page at a time. */
export function ContactInbox() {
  const { t, i18n } = useTranslation();
  const [inbox, setInbox] = useState<Inbox>({ status: 'loading', messages: [], cursor: null });

  useEffect(() => {
    let current = true;
    void nextInbox(null, []).then((next) => current && setInbox(next));
    return () => {
      current = false;
    };
  }, []);

  const loadMore = () => {
    setInbox({ ...inbox, status: 'loading' });
    void nextInbox(inbox.cursor, inbox.messages).then(setInbox);
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
      {inbox.status === 'ready' && inbox.messages.length === 0 && (
        <p className="text-body-secondary">{t('contact.inbox.empty')}</p>
      )}
      <ul className="list-unstyled mb-3">
        {inbox.messages.map((message) => (
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
      {inbox.status === 'loading' && (
        <p role="status">
          <Spinner size="sm" className="me-2" />
          {t('contact.inbox.loading')}
        </p>
      )}
      {inbox.status === 'error' && (
        <Alert color="danger" fade={false}>
          {t('contact.inbox.loadFailed')}{' '}
          <Button color="link" className="p-0 align-baseline" onClick={loadMore}>
            {t('contact.inbox.retry')}
          </Button>
        </Alert>
      )}
      {inbox.status === 'ready' && inbox.cursor && (
        <Button color="secondary" outline onClick={loadMore}>
          {t('contact.inbox.more')}
        </Button>
      )}
    </section>
  );
}
