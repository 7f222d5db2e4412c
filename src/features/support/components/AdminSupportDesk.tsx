import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonGroup, Input, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import { inboxRows, isArchivedView, type InboxFilter } from '../model/inbox';
import { INBOX_SIZE, inboxKey, supportConversationFeed, supportInboxFeed } from '../supportFeeds';
import {
  selectAllConversations,
  selectArchiving,
  selectInboxStatus,
  selectLocalArchive,
  selectSupportConversation,
} from '../supportSlice';
import { archiveConversation, unarchiveConversation } from '../supportThunks';
import { ConversationView } from './ConversationView';
import { InboxList } from './InboxList';

/**
 * The admin's side: every support conversation live, newest first, searchable by name and
 * filtered active/archived; the chosen one (?u=<uid>) opens beside it with archive controls.
 */
export function AdminSupportDesk() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const selected = params.get('u');
  const [filter, setFilter] = useState<InboxFilter>('active');
  const [search, setSearch] = useState('');

  const [size, setSize] = useState(INBOX_SIZE);
  useLiveFeed(supportInboxFeed, inboxKey(size));
  useLiveFeed(supportConversationFeed, selected);
  const status = useAppSelector(selectInboxStatus);
  const all = useAppSelector(selectAllConversations);
  const local = useAppSelector(selectLocalArchive);
  const archiving = useAppSelector(selectArchiving);
  const open = useAppSelector((state) => selectSupportConversation(state, selected));
  const rows = useMemo(
    () => inboxRows(all, { filter, search, local }),
    [all, filter, search, local],
  );
  const archived = open ? isArchivedView(open, local) : false;

  const choose = (uid: string) => setParams({ u: uid });

  return (
    <div className="support-desk row g-3">
      <section className="col-12 col-lg-4" aria-label={t('supportDesk.inbox.title')}>
        <h2 className="h5">{t('supportDesk.inbox.title')}</h2>
        <Input
          type="search"
          className="mb-2"
          placeholder={t('supportDesk.inbox.search')}
          aria-label={t('supportDesk.inbox.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ButtonGroup size="sm" className="mb-2" aria-label={t('supportDesk.inbox.filterLabel')}>
          {(['active', 'archived'] as const).map((value) => (
            <Button
              key={value}
              color="primary"
              outline={filter !== value}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {t(`supportDesk.inbox.${value}`)}
            </Button>
          ))}
        </ButtonGroup>
        {status === 'error' && (
          <p className="text-danger" role="alert">
            {t('supportDesk.errors.failed')}
          </p>
        )}
        {status === 'loading' || status === 'idle' ? (
          <div className="text-body-secondary">
            <Spinner size="sm" className="me-2" />
            {t('supportDesk.loading')}
          </div>
        ) : (
          <>
            <InboxList rows={rows} selected={selected} onSelect={choose} />
            {all.length >= size && (
              <div className="text-center p-2">
                <Button
                  size="sm"
                  color="link"
                  onClick={() => setSize(size + INBOX_SIZE)}
                  data-testid="more-support-conversations"
                >
                  {t('supportDesk.inbox.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      <section className="col-12 col-lg-8">
        {selected === null ? (
          <p className="text-body-secondary">{t('supportDesk.inbox.select')}</p>
        ) : (
          <>
            <div className="d-flex align-items-center gap-2 mb-2">
              <h2 className="h5 mb-0 me-auto text-truncate">
                {open?.userInfo.name || t('supportDesk.inbox.noName')}
              </h2>
              <Button
                size="sm"
                color="secondary"
                outline
                disabled={archiving || !open}
                onClick={() =>
                  void dispatch(
                    archived ? unarchiveConversation(selected) : archiveConversation(selected),
                  )
                }
              >
                {t(archived ? 'supportDesk.inbox.unarchive' : 'supportDesk.inbox.archive')}
              </Button>
            </div>
            <ConversationView
              key={selected}
              uid={selected}
              viewer="admin"
              otherName={open?.userInfo.name || t('supportDesk.inbox.noName')}
            />
          </>
        )}
      </section>
    </div>
  );
}
