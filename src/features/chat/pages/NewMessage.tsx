import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import type { Contact } from '@shared/apiShapes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { toast } from '@/components/toasts/toast';
import { startGeneralChat } from '../chatWriteThunks';
import { fetchConversations, selectListOwner } from '../contacts/contactsThunks';

const NewMessagePicker = lazy(() =>
  import('../contacts/components/NewMessagePicker').then((m) => ({ default: m.NewMessagePicker })),
);

type Props = {
  me: { uid: string; name: string; isAdmin: boolean };
  onOpen: (conversationKey: string) => void;
};

/**
 * "Yeni Mesaj": pick a contact and go to the conversation with her: the project conversation,
 * else the newest brief chat with her; an admin, who may write to anyone, starts a general
 * chat with someone she has no conversation with.
 */
export function NewMessage({ me, onOpen }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  // The acted-as user's lists while an admin acts as someone (docs/decisions.md "Chat identity").
  const owner = useAppSelector(selectListOwner) ?? { uid: me.uid };

  const pick = async (contact: Contact) => {
    setOpen(false);
    if (contact.conversationId) return onOpen(contact.conversationId);
    const loaded = await dispatch(fetchConversations(owner));
    if (fetchConversations.fulfilled.match(loaded)) {
      const chat = loaded.payload.find(
        (c) => c.kind === 'brief' && c.briefId && c.otherUserIds.includes(contact.uid),
      );
      if (chat) return onOpen(`Messages/${chat.id}/${chat.briefId}`);
    } else {
      dispatch(toast.error('contacts.errors.getConversations'));
      return;
    }
    if (!me.isAdmin) {
      dispatch(toast.error('chat.errors.noConversation'));
      return;
    }
    // The thunk raises 'chat.errors.load' when the chat cannot start.
    const started = await dispatch(
      startGeneralChat({
        me: { id: me.uid, name: me.name },
        other: { id: contact.uid, name: contact.name },
      }),
    );
    if (startGeneralChat.fulfilled.match(started)) onOpen(started.payload);
  };

  return (
    <>
      <Button
        size="sm"
        color="primary"
        className="w-100 mb-2"
        onClick={() => setOpen(true)}
        data-testid="new-message"
      >
        {t('contacts.picker.title')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NewMessagePicker
            onPick={(contact) => void pick(contact)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
