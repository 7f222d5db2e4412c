import { useTranslation } from 'react-i18next';
import { Badge, Table } from 'reactstrap';
import type { UserDoc } from '@/lib/collections/users';
import type { UserAction } from '../userActions';
import { formatCreatedAt, fullNameOf, subscriptionLabelKey, typeLabelKey } from '../userDisplay';
import { UserRowActions } from './UserRowActions';
import '@/components/tables/stackedTable.css';

/** Long addresses may wrap before the @ rather than anywhere. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

type Props = {
  users: UserDoc[];
  busy: Readonly<Record<string, UserAction>>;
  onAction: (user: UserDoc, action: UserAction) => void;
  onShowDeliveryLog: (user: UserDoc) => void;
};

export function UsersTable({ users, busy, onAction, onShowDeliveryLog }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-responsive">
      <Table hover className="stacked-table mb-0" data-testid="users-table">
        <caption className="visually-hidden">{t('users.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('users.table.name')}</th>
            <th scope="col">{t('users.table.email')}</th>
            <th scope="col">{t('users.table.type')}</th>
            <th scope="col">{t('users.table.approval')}</th>
            <th scope="col">{t('users.table.subscription')}</th>
            <th scope="col">{t('users.table.createdAt')}</th>
            <th scope="col">{t('users.table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const fullName = fullNameOf(user);
            const created = formatCreatedAt(user.createdAt, i18n.language);
            return (
              <tr key={user.uid} data-testid="user-row" data-uid={user.uid}>
                <th scope="row" className="fw-normal">
                  <div className="fw-semibold">{fullName || t('users.table.noName')}</div>
                  {user.brandName && (
                    <div className="small text-body-secondary">{user.brandName}</div>
                  )}
                </th>
                <td data-label={t('users.table.email')}>
                  <EmailText email={user.email ?? ''} />
                </td>
                <td data-label={t('users.table.type')}>{t(typeLabelKey(user.type))}</td>
                <td data-label={t('users.table.approval')}>
                  {user.isApproved === true ? (
                    <Badge color="success" pill>
                      {t('users.status.approved')}
                    </Badge>
                  ) : (
                    <Badge color="warning" pill className="text-dark">
                      {t('users.status.pending')}
                    </Badge>
                  )}
                </td>
                <td data-label={t('users.table.subscription')}>
                  {t(subscriptionLabelKey(user.subscriptionType))}
                </td>
                <td className="text-nowrap" data-label={t('users.table.createdAt')}>
                  {created ? (
                    <time dateTime={new Date(user.createdAt!).toISOString()}>{created}</time>
                  ) : (
                    t('users.table.noDate')
                  )}
                </td>
                <td className="stacked-table-actions">
                  <UserRowActions
                    user={user}
                    busy={busy[user.uid] ?? null}
                    onAction={onAction}
                    onShowDeliveryLog={onShowDeliveryLog}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
