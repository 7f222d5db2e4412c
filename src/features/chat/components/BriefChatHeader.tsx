import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch } from '@/store/hooks';
import type { BriefChatConversation } from '@/lib/collections/briefChats';
import { blockBidder } from '../chatWriteThunks';
import { isBlocked } from '../model/chatModel';

type Props = { uid: string; chat: BriefChatConversation; exists: boolean };

/** A brief chat's brief (with a link to it) and, for its owner, blocking the bidder. */
export function BriefChatHeader({ uid, chat, exists }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const blocked = isBlocked(chat);
  return (
    <div className="ms-auto d-flex align-items-center gap-2 flex-shrink-0">
      <Link
        className="small text-truncate chat-brief-link"
        to={`/app/briefDetail?briefId=${encodeURIComponent(chat.briefId)}`}
      >
        {t('chat.brief.about', { title: chat.activeProjects[0]?.briefTitle ?? '' })}
      </Link>
      {exists && uid === chat.ownerId && (
        <Button
          size="sm"
          color={blocked ? 'secondary' : 'danger'}
          outline
          data-testid="block-bidder"
          onClick={() =>
            void dispatch(
              blockBidder({ chatId: chat.chatId, bidderId: chat.bidderId, blocked: !blocked }),
            )
          }
        >
          {t(blocked ? 'chat.brief.unblock' : 'chat.brief.block')}
        </Button>
      )}
    </div>
  );
}
