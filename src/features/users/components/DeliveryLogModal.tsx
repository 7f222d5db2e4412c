import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Spinner,
  Table,
} from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadState } from '@/components/LoadState';
import type { DeliveryLogRecord } from '@/lib/collections/deliveryLog';
import type { UserDoc } from '@/lib/collections/users';
import {
  deliveryChannelLabelKey,
  deliveryEventLabelKey,
  deliveryReasonLabelKey,
  deliveryStatusColor,
  deliveryStatusLabelKey,
  formatLogTime,
} from '../deliveryLogDisplay';
import { userTitle } from '../userDisplay';
import { selectDeliveryLog } from '../usersSlice';
import { loadDeliveryLog } from '../usersThunks';
import '@/components/tables/stackedTable.css';

function LogTime({ millis }: { millis: number | null }) {
  const { t, i18n } = useTranslation();
  const text = formatLogTime(millis, i18n.language);
  if (millis === null || text === null) return <>{t('users.deliveryLog.noDate')}</>;
  return <time dateTime={new Date(millis).toISOString()}>{text}</time>;
}

function LogRow({ entry }: { entry: DeliveryLogRecord }) {
  const { t } = useTranslation();
  const eventKey = deliveryEventLabelKey(entry.event);
  const reasonText = (reason: string) => {
    const key = deliveryReasonLabelKey(reason);
    return key ? t(key) : reason;
  };
  return (
    <tr data-testid="delivery-log-row" data-entry={entry.id}>
      <th scope="row" className="fw-normal text-nowrap">
        <LogTime millis={entry.createdAt} />
      </th>
      <td data-label={t('users.deliveryLog.table.channel')}>
        {t(deliveryChannelLabelKey(entry.channel))}
      </td>
      <td data-label={t('users.deliveryLog.table.event')}>
        {eventKey ? t(eventKey) : entry.event}
      </td>
      <td data-label={t('users.deliveryLog.table.subject')} className="text-break">
        {entry.subject || '—'}
      </td>
      <td data-label={t('users.deliveryLog.table.status')}>
        <Badge color={deliveryStatusColor[entry.status]} pill>
          {t(deliveryStatusLabelKey(entry.status))}
        </Badge>
        <div className="small text-body-secondary">
          {t('users.deliveryLog.attempts', { count: entry.attempts })}
        </div>
        {entry.reason && <div className="small text-break">{reasonText(entry.reason)}</div>}
        {entry.nextAttemptAt !== null && entry.status === 'retrying' && (
          <div className="small text-body-secondary">
            {t('users.deliveryLog.nextAttempt')} <LogTime millis={entry.nextAttemptAt} />
          </div>
        )}
      </td>
      <td data-label={t('users.deliveryLog.table.to')} className="text-break">
        {entry.channel === 'push'
          ? t('users.deliveryLog.devices', { count: Number(entry.to) || 0 })
          : entry.to || '—'}
      </td>
    </tr>
  );
}

function LogTable({ entries }: { entries: DeliveryLogRecord[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive">
      <Table className="stacked-table mb-0" size="sm" data-testid="delivery-log-table">
        <caption className="visually-hidden">{t('users.deliveryLog.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('users.deliveryLog.table.time')}</th>
            <th scope="col">{t('users.deliveryLog.table.channel')}</th>
            <th scope="col">{t('users.deliveryLog.table.event')}</th>
            <th scope="col">{t('users.deliveryLog.table.subject')}</th>
            <th scope="col">{t('users.deliveryLog.table.status')}</th>
            <th scope="col">{t('users.deliveryLog.table.to')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <LogRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </Table>
    </div>
  );
}

type Props = {
  /** Whose log to show; null keeps the dialog closed. */
  user: UserDoc | null;
  onClose: () => void;
};

/** The mails and pushes the functions sent a user (issue 23), newest first; admins only. */
export function DeliveryLogModal({ user, onClose }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const uid = user?.uid ?? null;
  const log = useAppSelector((state) => (uid ? selectDeliveryLog(state, uid) : undefined));

  // Read afresh each time the dialog opens for a user: the log changes as mails go out.
  useEffect(() => {
    if (uid) void dispatch(loadDeliveryLog(uid));
  }, [dispatch, uid]);

  const reload = () => {
    if (uid) void dispatch(loadDeliveryLog(uid));
  };
  const entries = log?.entries ?? [];
  const loading = !log || log.status === 'loading';

  return (
    <Modal
      isOpen={user !== null}
      toggle={onClose}
      size="xl"
      scrollable
      labelledBy={titleId}
      data-testid="delivery-log-modal"
    >
      <ModalHeader tag="h2" toggle={onClose} closeAriaLabel={t('users.deliveryLog.close')}>
        <span id={titleId} className="h5">
          {t('users.deliveryLog.title', { name: user ? userTitle(user) : '' })}
        </span>
      </ModalHeader>
      <ModalBody aria-busy={loading || undefined}>
        <p className="text-body-secondary small">{t('users.deliveryLog.intro')}</p>
        <LoadState
          status={log?.status}
          hasData={entries.length > 0}
          loadingKey="users.deliveryLog.loading"
          errorKey="users.errors.deliveryLogFailed"
          onRetry={reload}
          retryKey="users.retry"
          emptyKey="users.deliveryLog.empty"
          testId="delivery-log-loading"
        />
        {entries.length > 0 && <LogTable entries={entries} />}
      </ModalBody>
      <ModalFooter>
        <Button
          color="primary"
          outline
          disabled={loading}
          aria-busy={loading || undefined}
          onClick={reload}
        >
          {loading && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t('users.deliveryLog.refresh')}
        </Button>
        <Button color="secondary" onClick={onClose}>
          {t('users.deliveryLog.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
