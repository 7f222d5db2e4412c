import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/apiShapes';
import { typeLabelKey } from '../model/contactDisplay';
import { ContactAvatar } from './ContactAvatar';

type Props = {
  contact: Contact;
  onPick: (contact: Contact) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/** One person in the picker: a real button, so Tab, Enter and Space work without help. */
export function ContactRow({ contact, onPick, onKeyDown }: Props) {
  const { t } = useTranslation();
  const name = contact.name || t('contacts.picker.unnamed');
  return (
    <li>
      <button
        type="button"
        data-contact-row
        className="list-group-item list-group-item-action d-flex align-items-center gap-3"
        onClick={() => onPick(contact)}
        onKeyDown={onKeyDown}
      >
        <ContactAvatar name={name} img={contact.img} />
        <span className="d-flex flex-column text-start min-w-0">
          <span className="fw-semibold text-truncate">{name}</span>
          <small className="text-body-secondary">{t(typeLabelKey(contact.type))}</small>
        </span>
      </button>
    </li>
  );
}
