import {
  useEffect,
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, Label, Progress } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  ATTACHMENT_PROBLEM_KEYS,
  SUPPORT_FILE_ACCEPT,
  supportFileProblem,
} from '../model/attachment';
import type { Viewer } from '../model/history';
import { createTypingWriter } from '../model/typing';
import { selectUploadProgress } from '../supportSlice';
import { sendMessage, setTyping, uploadAttachment } from '../supportThunks';

/** The rules' limit of one message. */
const MAX_TEXT = 5000;

/**
 * The message box: Enter sends, Shift+Enter is a new line; typing is written debounced. A file
 * (images or PDF up to 10 MB) may go with the text, or alone: it is uploaded first (with its
 * progress), then the message is sent with its link. A failed upload keeps the text and the
 * file for another try.
 */
export function Composer({ uid, side }: { uid: string; side: Viewer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const fileId = `${id}-file`;
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  /** The i18n key of the file's problem shown under the box. */
  const [problem, setProblem] = useState<string | null>(null);
  const progress = useAppSelector((state) => selectUploadProgress(state, uid));
  const uploading = progress !== null;
  const typing = useMemo(
    () => createTypingWriter((isTyping) => void dispatch(setTyping({ uid, side, isTyping }))),
    [dispatch, uid, side],
  );
  // Leaving the conversation clears the entry.
  useEffect(() => () => typing.stopped(), [typing]);

  const canSend = !uploading && (text.trim() !== '' || file !== null);

  const send = async () => {
    const message = text.trim();
    if (!canSend) return;
    typing.stopped();
    if (!file) {
      // Not awaited: offline, the message shows as pending and goes once the network is back.
      void dispatch(sendMessage({ uid, from: side, text: message }));
      setText('');
      return;
    }
    setProblem(null);
    const uploaded = await dispatch(uploadAttachment({ userId: uid, file }));
    if (uploadAttachment.fulfilled.match(uploaded)) {
      void dispatch(sendMessage({ uid, from: side, text: message, attachment: uploaded.payload }));
      setText('');
      setFile(null);
    } else {
      // Shown under the box (role alert); the text and the file stay for another try.
      setProblem(uploaded.payload ?? ATTACHMENT_PROBLEM_KEYS.uploadFailed);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (!chosen) return;
    const found = supportFileProblem(chosen);
    setProblem(found ? ATTACHMENT_PROBLEM_KEYS[found] : null);
    setFile(found ? null : chosen);
  };

  return (
    <div className="support-composer">
      <Form onSubmit={onSubmit} data-testid="composer">
        <div className="d-flex gap-2 align-items-end">
          <div className="support-attach">
            <input
              id={fileId}
              type="file"
              className="visually-hidden support-attach-input"
              accept={SUPPORT_FILE_ACCEPT}
              onChange={onChoose}
              disabled={uploading}
              aria-label={t('supportDesk.attachment.attach')}
              aria-describedby={`${id}-file-hint`}
              data-testid="support-file-input"
            />
            <Label
              for={fileId}
              className={`btn btn-outline-secondary mb-0${uploading ? ' disabled' : ''}`}
              title={t('supportDesk.attachment.attach')}
            >
              <span aria-hidden="true">📎</span>
              <span className="visually-hidden">{t('supportDesk.attachment.attach')}</span>
            </Label>
          </div>
          <div className="flex-grow-1">
            <Label for={id} className="visually-hidden">
              {t('supportDesk.composer.label')}
            </Label>
            <Input
              id={id}
              type="textarea"
              rows={2}
              value={text}
              maxLength={MAX_TEXT}
              placeholder={t('supportDesk.composer.placeholder')}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value.trim() !== '') typing.typed();
                else typing.stopped();
              }}
              onKeyDown={onKeyDown}
              disabled={uploading}
            />
          </div>
          <Button
            color="primary"
            type="submit"
            disabled={!canSend}
            aria-busy={uploading || undefined}
          >
            {uploading ? t('supportDesk.attachment.uploading') : t('supportDesk.composer.send')}
          </Button>
        </div>
        <small id={`${id}-hint`} className="text-body-secondary d-block">
          {t('supportDesk.composer.hint')}
        </small>
        <small id={`${id}-file-hint`} className="visually-hidden">
          {t('supportDesk.attachment.hint')}
        </small>
        {file && (
          <div
            className="support-attachment-chip d-flex align-items-center gap-2 mt-2"
            data-testid="support-file-chip"
          >
            <span aria-hidden="true">📎</span>
            <span className="text-truncate">{file.name}</span>
            <Button
              size="sm"
              color="link"
              className="p-0"
              onClick={() => setFile(null)}
              disabled={uploading}
            >
              {t('supportDesk.attachment.remove')}
            </Button>
          </div>
        )}
        {uploading && (
          <Progress
            className="mt-2"
            value={progress}
            aria-label={t('supportDesk.attachment.uploading')}
            data-testid="support-upload-progress"
          >
            {progress}%
          </Progress>
        )}
        {problem && (
          <Alert color="danger" fade={false} className="mt-2 mb-0 py-2" role="alert">
            {t(problem)}
          </Alert>
        )}
      </Form>
    </div>
  );
}
