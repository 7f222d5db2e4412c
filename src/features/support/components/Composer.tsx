import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { MessageComposer } from '../../../layout/chat/MessageComposer';
import type { Viewer } from '../model/history';
import { createTypingWriter } from '../model/typing';
import { sendMessage, setTyping } from '../supportThunks';

/** The message box: Enter sends, Shift+Enter is a new line; typing is written debounced. */
export function Composer({ uid, side }: { uid: string; side: Viewer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const typing = useMemo(
    () => createTypingWriter((isTyping) => void dispatch(setTyping({ uid, side, isTyping }))),
    [dispatch, uid, side],
  );
  // Leaving the conversation clears the entry.
  useEffect(() => () => typing.stopped(), [typing]);

  return (
    <div className="support-composer">
      <MessageComposer
        id={id}
        label={t('supportDesk.composer.label')}
        placeholder={t('supportDesk.composer.placeholder')}
        sendLabel={t('supportDesk.composer.send')}
        hint={t('supportDesk.composer.hint')}
        maxLength={5000}
        onSend={(message) => {
          typing.stopped();
          // Not awaited: offline, the message shows as pending and goes once the network is back.
          void dispatch(sendMessage({ uid, from: side, text: message }));
        }}
        onTyping={(isTyping) => (isTyping ? typing.typed() : typing.stopped())}
      />
    </div>
  );
}
