import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import type { SessionUser } from '@/store/session/sessionUser';
import { supportConversationFeed } from '../supportFeeds';
import { selectOpening } from '../supportSlice';
import { openSupportConversation } from '../supportThunks';
import { ConversationView } from './ConversationView';

/** The user's side: her own conversation, created with the greeting on first open. */
export function UserSupport({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const opening = useAppSelector((state) => selectOpening(state, user.uid));
  const greeting = t('supportDesk.greeting');

  useEffect(() => {
    void dispatch(
      openSupportConversation({
        user: {
          uid: user.uid,
          name: user.title,
          email: user.email,
          type: user.type,
          profileImage: user.img,
        },
        greeting,
      }),
    );
    // Once per user: the greeting's language is the one of the first open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, user.uid]);

  useLiveFeed(supportConversationFeed, opening === 'ready' ? user.uid : null);

  if (opening === 'error') {
    return (
      <p className="text-danger" role="alert">
        {t('supportDesk.errors.failed')}
      </p>
    );
  }
  if (opening !== 'ready') {
    return (
      <div className="text-body-secondary">
        <Spinner size="sm" className="me-2" />
        {t('supportDesk.loading')}
      </div>
    );
  }
  return <ConversationView uid={user.uid} viewer="user" otherName={t('supportDesk.supportTeam')} />;
}
