import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, Label, Modal, ModalBody, ModalHeader, Spinner } from 'reactstrap';
import type { Contact } from '@shared/apiShapes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { contactSearchReset, selectPickerView, selectShownContacts } from '../contactsSlice';
import { fetchContacts, searchContacts, selectListOwner } from '../contactsThunks';
import { errorTextKey } from '../model/contactDisplay';
import { ContactRow } from './ContactRow';
import './contacts.css';

/** Typing pauses this long before the server is asked: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  onPick: (contact: Contact) => void;
  onClose: () => void;
};

/** Moves focus between the rows with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  const rows = Array.from(list?.querySelectorAll<HTMLButtonElement>('[data-contact-row]') ?? []);
  if (rows.length === 0) return;
  const at = rows.indexOf(event.currentTarget as HTMLButtonElement);
  const next: Record<string, number> = {
    ArrowDown: Math.min(at + 1, rows.length - 1),
    ArrowUp: at - 1,
    Home: 0,
    End: rows.length - 1,
  };
  if (!(event.key in next)) return;
  event.preventDefault();
  const target = next[event.key]!;
  // ArrowUp from the first row goes back to the search box.
  if (target < 0)
    list?.closest('.modal-content')?.querySelector<HTMLInputElement>('input')?.focus();
  else rows[target]?.focus();
}

type StatusProps = { loading: boolean; count: number; search: string };

/**
 * The one short line the live region reads out (the list itself would be read out in full):
 * loading, nothing found, or how many people are listed.
 */
function PickerStatus({ loading, count, search }: StatusProps) {
  const { t } = useTranslation();
  if (loading) {
    // A div: the spinner is one.
    return (
      <div className="d-flex align-items-center gap-2 text-body-secondary">
        <Spinner size="sm" aria-hidden="true" />
        {t(search !== '' ? 'contacts.picker.searching' : 'contacts.picker.loading')}
      </div>
    );
  }
  if (count === 0) {
    return (
      <p className="text-body-secondary mb-0">
        {search !== ''
          ? t('contacts.picker.emptySearch', { text: search })
          : t('contacts.picker.empty')}
      </p>
    );
  }
  return <p className="visually-hidden">{t('contacts.picker.count', { count })}</p>;
}

/**
 * "New message": pick whom to write to. The first load brings the unfiltered contacts and
 * keeps them; an empty search box shows them again without a request, typed text asks the
 * server after a pause (spec section 5). Mounted means open; `onClose` unmounts it.
 */
export function NewMessagePicker({ onPick, onClose }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const owner = useAppSelector(selectListOwner);
  const view = useAppSelector(selectPickerView);
  const contacts = useAppSelector(selectShownContacts);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();

  const ownerUid = owner?.uid ?? null;
  const needsLoad = view.owner !== ownerUid || view.localStatus === 'idle';
  useEffect(() => {
    dispatch(contactSearchReset());
  }, [dispatch]);
  useEffect(() => {
    if (owner && needsLoad) void dispatch(fetchContacts(owner));
  }, [dispatch, owner, needsLoad]);

  useEffect(() => {
    if (text.trim() === '') {
      void dispatch(searchContacts(''));
      return;
    }
    const timer = setTimeout(() => void dispatch(searchContacts(text)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, text]);

  const retry = () => {
    if (view.searching) void dispatch(searchContacts(text));
    else if (owner) void dispatch(fetchContacts(owner));
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = listRef.current?.querySelector<HTMLButtonElement>('[data-contact-row]');
    if (first) {
      event.preventDefault();
      first.focus();
    }
  };

  // A search still waiting for its pause shows what it will replace as loading.
  const typedAhead = text.trim() !== view.text.trim();
  const loading = view.status === 'loading' || view.status === 'idle' || typedAhead;

  const failed = view.status === 'error' && view.error !== null && !typedAhead;
  const showList = !failed && !loading && contacts.length > 0;

  return (
    <Modal
      isOpen
      toggle={onClose}
      labelledBy={titleId}
      scrollable
      onOpened={() => inputRef.current?.focus()}
      data-testid="new-message-picker"
    >
      <ModalHeader tag="h2" toggle={onClose} closeAriaLabel={t('contacts.picker.close')}>
        <span id={titleId} className="h5">
          {t('contacts.picker.title')}
        </span>
      </ModalHeader>
      <ModalBody>
        <Label for={inputId} className="form-label">
          {t('contacts.picker.searchLabel')}
        </Label>
        <Input
          id={inputId}
          innerRef={inputRef}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t('contacts.picker.searchPlaceholder')}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onSearchKeyDown}
        />
        <p id={hintId} className="form-text mt-1 mb-3">
          {t('contacts.picker.keyboardHint')}
        </p>
        <div aria-live="polite">
          {!failed && (
            <PickerStatus loading={loading} count={contacts.length} search={text.trim()} />
          )}
        </div>
        {failed && view.error && (
          <Alert color="danger" fade={false} className="d-flex align-items-center gap-3 mb-0">
            <span className="flex-grow-1">{t(errorTextKey(view.error))}</span>
            <Button color="danger" outline size="sm" onClick={retry}>
              {t('contacts.picker.retry')}
            </Button>
          </Alert>
        )}
        {showList && (
          <ul
            ref={listRef}
            className="list-group list-unstyled contact-picker-list mb-0"
            aria-label={t('contacts.picker.listLabel')}
          >
            {contacts.map((contact) => (
              <ContactRow
                key={contact.uid}
                contact={contact}
                onPick={onPick}
                onKeyDown={(event) => moveFocus(event, listRef.current)}
              />
            ))}
          </ul>
        )}
      </ModalBody>
    </Modal>
  );
}
