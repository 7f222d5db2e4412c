import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form } from 'reactstrap';
import type { AccountType } from '../../../app/roles';
import { useAppDispatch } from '../../../app/hooks';
import { toast } from '../../../layout/toasts/toast';
import { fieldErrors, type FieldErrors } from '../../../lib/forms';
import { hasErrors, profileSchema, type ProfileInput } from '../accountSchemas';
import { updateProfile } from '../api/accountApi';
import { displayMessageOf } from '../api/accountErrors';
import {
  buildProfileUpdate,
  onlyFields,
  profileFormFields,
  profileKind,
  socialKeys,
  type ProfileUpdate,
} from '../api/profileFields';
import { displayText } from './displayText';
import { focusFirstError } from './focusFirstError';
import { SocialMediaFields } from './SocialMediaFields';
import { TextField } from '../../../layout/forms/TextField';

type Props = {
  uid: string;
  type: AccountType | null;
  initial: ProfileInput;
  /** Called after a successful save with what was written. */
  onSaved?: (update: ProfileUpdate) => void;
};

type TextKey = Exclude<keyof ProfileInput, (typeof socialKeys)[number]>;

const inputTypes: Partial<Record<TextKey, 'tel' | 'date' | 'textarea'>> = {
  phoneNumber: 'tel',
  birthDate: 'date',
  aboutMe: 'textarea',
};

const autoCompletes: Partial<Record<TextKey, string>> = {
  name: 'given-name',
  surname: 'family-name',
  phoneNumber: 'tel',
  brandName: 'organization',
  city: 'address-level1',
  district: 'address-level2',
  birthDate: 'bday',
  tcNumber: 'off',
};

const required: readonly TextKey[] = ['name', 'surname'];

/** The acting user's profile on the account page: the fields their account type edits. */
export function ProfileForm({ uid, type, initial, onSaved }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const kind = profileKind(type);
  const shown = profileFormFields[kind];
  const [input, setInput] = useState<ProfileInput>(initial);
  const [errors, setErrors] = useState<FieldErrors<ProfileInput>>({});
  const [saving, setSaving] = useState(false);

  const set = (key: keyof ProfileInput, value: string) =>
    setInput((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const visible = onlyFields(input, shown);
    const found = fieldErrors(profileSchema, visible);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError('profile', shown, found);
      return;
    }
    setSaving(true);
    const update = buildProfileUpdate(type, visible);
    try {
      await updateProfile(uid, update);
      // Show the names as stored (normalised); everything else stays as typed.
      setInput((current) => ({
        ...current,
        name: update.name ?? current.name,
        surname: update.surname ?? current.surname,
      }));
      dispatch(toast.success('account.profile.saved'));
      onSaved?.(update);
    } catch (error) {
      dispatch(toast.error(displayText(displayMessageOf(error, 'account.profile.saveFailed'))));
    } finally {
      setSaving(false);
    }
  };

  const textKeys = shown.filter(
    (key): key is TextKey => !(socialKeys as readonly string[]).includes(key),
  );
  const showsSocial = shown.some((key) => (socialKeys as readonly string[]).includes(key));

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="profile-title">
      <h2 id="profile-title" className="h5 mb-3">
        {t('account.profile.title')}
      </h2>
      <div className="row">
        {textKeys.map((key) => (
          <div key={key} className={key === 'aboutMe' ? 'col-12' : 'col-md-6'}>
            <TextField
              id={`profile-${key}`}
              label={t(`account.fields.${key}`)}
              value={input[key]}
              error={errors[key]}
              onChange={(value) => set(key, value)}
              type={inputTypes[key] ?? 'text'}
              rows={key === 'aboutMe' ? 4 : undefined}
              autoComplete={autoCompletes[key]}
              required={required.includes(key)}
              disabled={saving}
            />
          </div>
        ))}
      </div>
      {showsSocial && (
        <fieldset className="mt-2">
          <legend className="h6">{t('account.profile.socialTitle')}</legend>
          <div className="row row-cols-1 row-cols-md-2">
            <SocialMediaFields
              idPrefix="profile"
              value={input}
              errors={errors}
              onChange={set}
              disabled={saving}
            />
          </div>
        </fieldset>
      )}
      <Button color="primary" type="submit" disabled={saving} aria-busy={saving}>
        {saving ? t('account.profile.saving') : t('account.profile.save')}
      </Button>
    </Form>
  );
}
