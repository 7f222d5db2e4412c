import { normalizeNamePrefix } from '@/lib/namePrefix';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, CardBody, Spinner } from 'reactstrap';
import { useAppDispatch } from '@/store/hooks';
import { actingAsStarted } from '@/store/session/sessionSlice';
import { sessionUserFromDoc } from '@/store/session/sessionUser';
import { paths } from '@/config/paths';
import { toast } from '@/components/toasts/toast';
import type { UserDoc } from '@/lib/collections/users';
import {
  deleteUser,
  fetchUser,
  fetchUsersPage,
  grantBusiness,
  setAffiliateMarketing,
  setApproval,
  type FetchUsersPageOptions,
} from '../api/usersApi';
import type { UsersCursor } from '../api/usersQuery';
import { DeleteUserModal } from '../components/DeleteUserModal';
import {
  allUsersFilters,
  UsersFilterBar,
  type UsersFilterValues,
} from '../components/UsersFilterBar';
import { UsersTable } from '../components/UsersTable';
import { useDebouncedValue } from '@/components/forms/useDebouncedValue';
import type { UserAction } from '../userActions';
import { userTitle } from '../userDisplay';
import { UsersApiError, usersErrorKey } from '../usersErrors';

/** The rows loaded for one query (`key`); a different key means that query is still loading. */
type ListState = {
  key: string;
  failed: boolean;
  users: UserDoc[];
  nextCursor: UsersCursor | null;
  more: 'idle' | 'loading';
};

const initialList: ListState = {
  key: '',
  failed: false,
  users: [],
  nextCursor: null,
  more: 'idle',
};

const successKey: Partial<Record<UserAction, string>> = {
  approve: 'users.success.approved',
  unapprove: 'users.success.unapproved',
  grantBusiness: 'users.success.businessGranted',
  enableAffiliate: 'users.success.affiliateEnabled',
  disableAffiliate: 'users.success.affiliateDisabled',
  delete: 'users.success.deleted',
};

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/** The admin users screen (/app/users): filter, approve, grant business, act as, delete. */
export default function UsersPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<UsersFilterValues>(allUsersFilters);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState>(initialList);
  const [busy, setBusy] = useState<Readonly<Record<string, UserAction>>>({});
  const [toDelete, setToDelete] = useState<UserDoc | null>(null);

  const search = useDebouncedValue(filters.search);
  const query = useMemo<FetchUsersPageOptions>(
    () => ({
      type: filters.type,
      approval: filters.approval,
      namePrefix: normalizeNamePrefix(search),
    }),
    [filters.type, filters.approval, search],
  );
  const key = `${JSON.stringify(query)}#${attempt}`;

  useEffect(() => {
    let live = true;
    fetchUsersPage(query).then(
      (page) => {
        if (live) setList({ key, failed: false, ...page, more: 'idle' });
      },
      (error: unknown) => {
        console.error('Users list failed to load', error);
        if (live) setList({ ...initialList, key, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [key, query]);

  const loading = list.key !== key;

  const loadMore = () => {
    if (!list.nextCursor || list.more === 'loading') return;
    const forKey = list.key;
    setList((prev) => ({ ...prev, more: 'loading' }));
    fetchUsersPage({ ...query, cursor: list.nextCursor }).then(
      (page) =>
        setList((prev) => {
          if (prev.key !== forKey) return prev;
          const shown = new Set(prev.users.map((user) => user.uid));
          const added = page.users.filter((user) => !shown.has(user.uid));
          return {
            ...prev,
            users: [...prev.users, ...added],
            nextCursor: page.nextCursor,
            more: 'idle',
          };
        }),
      (error: unknown) => {
        setList((prev) => (prev.key === forKey ? { ...prev, more: 'idle' } : prev));
        dispatch(toast.error(usersErrorKey('load', error)));
      },
    );
  };

  const patchRow = (uid: string, patch: Partial<UserDoc>) =>
    setList((prev) => ({
      ...prev,
      users: prev.users.map((user) => (user.uid === uid ? { ...user, ...patch } : user)),
    }));
  const removeRow = (uid: string) =>
    setList((prev) => ({ ...prev, users: prev.users.filter((user) => user.uid !== uid) }));

  const run = async (user: UserDoc, action: UserAction) => {
    const { uid } = user;
    setBusy((prev) => ({ ...prev, [uid]: action }));
    try {
      switch (action) {
        case 'approve':
        case 'unapprove':
          patchRow(uid, await setApproval(uid, action === 'approve'));
          break;
        case 'grantBusiness':
          patchRow(uid, await grantBusiness(uid));
          break;
        case 'enableAffiliate':
        case 'disableAffiliate':
          patchRow(uid, await setAffiliateMarketing(uid, action === 'enableAffiliate'));
          break;
        case 'delete':
          await deleteUser(uid);
          setToDelete(null);
          removeRow(uid);
          break;
        case 'actAs': {
          // The stored row may be old: switch into the user as their document says now.
          const fresh = await fetchUser(uid);
          if (!fresh) throw new UsersApiError('not-found');
          dispatch(actingAsStarted(sessionUserFromDoc(fresh)));
          navigate(paths.app.root); // the guard lands the acted role on its own page
          return;
        }
      }
      const message = successKey[action];
      if (message) dispatch(toast.success(message, { name: userTitle(user) }));
    } catch (error) {
      console.error(`Users action ${action} failed`, error);
      dispatch(toast.error(usersErrorKey(action, error)));
      if (error instanceof UsersApiError && error.code === 'not-found') {
        setToDelete(null);
        removeRow(uid);
      } else if (error instanceof UsersApiError && error.code === 'not-eligible') {
        // Someone changed the brand meanwhile: show it as it is now.
        const fresh = await fetchUser(uid).catch(() => null);
        if (fresh) patchRow(uid, fresh);
      }
    } finally {
      setBusy((prev) => withoutKey(prev, uid));
    }
  };

  const onAction = (user: UserDoc, action: UserAction) => {
    if (action === 'delete') setToDelete(user);
    else void run(user, action);
  };

  return (
    <div className="users-page">
      <h1 className="h3 mb-1">{t('users.title')}</h1>
      <p className="text-body-secondary mb-4">{t('users.intro')}</p>
      <UsersFilterBar value={filters} onChange={setFilters} />
      <Card>
        <CardBody>
          {loading ? (
            <div
              role="status"
              className="d-flex align-items-center gap-2 py-4 justify-content-center"
            >
              <Spinner size="sm" aria-hidden="true" />
              <span>{t('users.loading')}</span>
            </div>
          ) : list.failed ? (
            <Alert
              color="danger"
              fade={false}
              className="d-flex flex-wrap align-items-center gap-3 mb-0"
            >
              <span>{t('users.loadError')}</span>
              <Button size="sm" color="danger" outline onClick={() => setAttempt((n) => n + 1)}>
                {t('users.retry')}
              </Button>
            </Alert>
          ) : list.users.length === 0 ? (
            <p role="status" className="text-center text-body-secondary py-4 mb-0">
              {t('users.empty')}
            </p>
          ) : (
            <>
              <UsersTable users={list.users} busy={busy} onAction={onAction} />
              {list.nextCursor && (
                <div className="text-center mt-3">
                  <Button
                    color="primary"
                    outline
                    onClick={loadMore}
                    disabled={list.more === 'loading'}
                    aria-busy={list.more === 'loading' || undefined}
                  >
                    {list.more === 'loading' && (
                      <Spinner size="sm" className="me-1" aria-hidden="true" />
                    )}
                    {list.more === 'loading' ? t('users.loadingMore') : t('users.loadMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </CardBody>
      </Card>
      <DeleteUserModal
        user={toDelete}
        working={toDelete !== null && busy[toDelete.uid] === 'delete'}
        onConfirm={(user) => void run(user, 'delete')}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
