import { useTranslation } from 'react-i18next';
import { Badge, ListGroup, ListGroupItem } from 'reactstrap';
import type { SupportConversationDoc } from '@/lib/collections/support';
import { relativeTime } from '@/lib/dates';

type Props = {
  rows: SupportConversationDoc[];
  selected: string | null;
  onSelect: (uid: string) => void;
};

/** The admin's conversations, newest first, with the admins' unread count. */
export function InboxList({ rows, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) {
    return <p className="text-body-secondary my-3">{t('supportDesk.inbox.empty')}</p>;
  }
  return (
    // Rows are buttons, so the group is a div (a list may hold only list items).
    <ListGroup tag="div" className="support-inbox" data-testid="support-inbox">
      {rows.map((row) => (
        <ListGroupItem
          key={row.uid}
          tag="button"
          type="button"
          action
          active={row.uid === selected}
          aria-current={row.uid === selected ? 'true' : undefined}
          onClick={() => onSelect(row.uid)}
          data-testid="support-inbox-row"
          data-uid={row.uid}
        >
          <div className="d-flex align-items-center gap-2">
            <strong className="me-auto text-truncate">
              {row.userInfo.name || t('supportDesk.inbox.noName')}
            </strong>
            {row.isArchived && (
              <Badge color="secondary">{t('supportDesk.inbox.archivedBadge')}</Badge>
            )}
            {row.unreadCountForAdmin > 0 && (
              <Badge
                color="danger"
                pill
                aria-label={t('supportDesk.inbox.unread', { count: row.unreadCountForAdmin })}
                data-testid="support-unread"
              >
                {row.unreadCountForAdmin}
              </Badge>
            )}
          </div>
          <div className="d-flex gap-2 small">
            <span className="text-truncate me-auto" data-testid="support-inbox-last">
              {row.lastMessage?.fileName && (
                <span className="me-1" title={t('supportDesk.attachment.file')}>
                  <span aria-hidden="true">📎</span>
                  <span className="visually-hidden">{t('supportDesk.attachment.file')}: </span>
                </span>
              )}
              {row.lastMessage?.text || row.lastMessage?.fileName || ''}
            </span>
            {row.lastMessageTime !== null && (
              <span className="text-nowrap">
                {relativeTime(row.lastMessageTime, i18n.language)}
              </span>
            )}
          </div>
        </ListGroupItem>
      ))}
    </ListGroup>
  );
}
