import { normalizeNamePrefix } from '@/lib/namePrefix';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, CardBody, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import type { UserDoc } from '@/lib/collections/users';
import { DeleteUserModal } from '../components/DeleteUserModal';
import { DeliveryLogModal } from '../components/DeliveryLogModal';
import {
  allUsersFilters,
  UsersFilterBar,
  type UsersFilterValues,
} from '../components/UsersFilterBar';
import { UsersTable } from '../components/UsersTable';
import { useDebouncedValue } from '@/components/forms/useDebouncedValue';
import { LoadMore } from '@/components/lists/LoadMore';
import type { UserAction } from '../userActions';
import { userTitle } from '../userDisplay';
import {
  selectUserEntities,
  selectUsersBusy,
  selectUsersList,
  usersListClosed,
  usersListKey,
  type UsersListSpec,
} from '../usersSlice';
import { moreUsers, openUsersList, runUserAction } from '../usersThunks';

/** The admin users screen (/app/users): filter, approve, grant business, act as, delete. */
export default function UsersPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<UsersFilterValues>(allUsersFilters);
  const [toDelete, setToDelete] = useState<UserDoc | null>(null);
  const [logOf, setLogOf] = useState<UserDoc | null>(null);

  const search = useDebouncedValue(filters.search);
  const spec = useMemo<UsersListSpec>(
    () => ({
      type: filters.type,
      approval: filters.approval,
      namePrefix: normalizeNamePrefix(search),
    }),
    [filters.type, filters.approval, search],
  );
  const key = usersListKey(spec);
  const list = useAppSelector((state) => selectUsersList(state, key));
  const entities = useAppSelector(selectUserEntities);
  const busy = useAppSelector(selectUsersBusy);

  // The list opens when the screen shows these filters and is dropped when they change or the
  // screen goes; an answer for a list no longer shown is dropped by the slice.
  useEffect(() => {
    void dispatch(openUsersList(spec));
    return () => {
      dispatch(usersListClosed(key));
    };
    // The key names the spec: a new spec object with the same key is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);

  const users = useMemo(
    () => (list?.ids ?? []).map((uid) => entities[uid]).filter((u): u is UserDoc => !!u),
    [list?.ids, entities],
  );
  const loading = !list || list.status === 'loading';
  const loadingMore = list?.more === 'loading';

  const loadMore = () => {
    if (!list?.cursor || loadingMore) return;
    void dispatch(moreUsers({ spec: list.spec, requestId: list.requestId, cursor: list.cursor }));
  };

  const run = async (user: UserDoc, action: UserAction) => {
    const result = await dispatch(runUserAction({ uid: user.uid, name: userTitle(user), action }));
    if (runUserAction.fulfilled.match(result)) {
      if (action === 'delete') setToDelete(null);
      // Switched into the user: the guard lands the acted role on its own page.
      if (action === 'actAs') navigate(paths.app.root);
    } else if (result.meta.gone) {
      // The user no longer exists: the row is gone, and so is any dialog about it.
      setToDelete(null);
      setLogOf(null);
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
          ) : list.status === 'error' ? (
            <Alert
              color="danger"
              fade={false}
              className="d-flex flex-wrap align-items-center gap-3 mb-0"
            >
              <span>{t('users.loadError')}</span>
              <Button
                size="sm"
                color="danger"
                outline
                onClick={() => void dispatch(openUsersList(spec))}
              >
                {t('users.retry')}
              </Button>
            </Alert>
          ) : users.length === 0 ? (
            <p role="status" className="text-center text-body-secondary py-4 mb-0">
              {t('users.empty')}
            </p>
          ) : (
            <>
              <UsersTable
                users={users}
                busy={busy}
                onAction={onAction}
                onShowDeliveryLog={setLogOf}
              />
              {list.cursor && (
                <LoadMore
                  auto={false}
                  loading={loadingMore}
                  failedText={null}
                  label={t('users.loadMore')}
                  loadingLabel={t('users.loadingMore')}
                  onMore={loadMore}
                />
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
      <DeliveryLogModal user={logOf} onClose={() => setLogOf(null)} />
    </div>
  );
}
