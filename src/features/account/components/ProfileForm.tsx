import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form } from 'reactstrap';
import type { AccountType } from '@/store/roles';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fieldErrors, type FieldErrors } from '@/lib/forms';
import { hasErrors, profileSchema, type ProfileInput } from '../accountSchemas';
import { selectProfileSaving } from '../accountSlice';
import { saveAccountProfile } from '../accountThunks';
import type { DirectoryInput } from '../model/directoryProfile';
import {
  buildProfileUpdate,
  onlyFields,
  profileFormFields,
  profileKind,
  socialKeys,
  taxStatusFields,
} from '../model/profileFields';
import { DirectoryFields, directoryError } from './DirectoryFields';
import { focusFirstError } from './focusFirstError';
import { SocialMediaFields } from './SocialMediaFields';
import { TextField } from '@/components/forms/TextField';
import type { TaxStatus } from '@/lib/money';
import { TaxStatusField } from './TaxStatusField';

type Props = {
  uid: string;
  type: AccountType | null;
  initial: ProfileInput;
  /** An influencer's directory choices (categories, gender, partnerships); others have none. */
  initialDirectory?: DirectoryInput;
  /** Users.taxStatus (or its default) when the editor may change it; otherwise not shown. */
  initialTaxStatus?: TaxStatus;
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
export function ProfileForm({ uid, type, initial, initialDirectory, initialTaxStatus }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const kind = profileKind(type);
  const shown = profileFormFields[kind];
  const [input, setInput] = useState<ProfileInput>(initial);
  const [directory, setDirectory] = useState(initialDirectory);
  const [taxStatus, setTaxStatus] = useState(initialTaxStatus);
  const [errors, setErrors] = useState<FieldErrors<ProfileInput>>({});
  const [categoriesError, setCategoriesError] = useState<string | undefined>();
  const saving = useAppSelector((state) => selectProfileSaving(state, uid));

  const set = (key: keyof ProfileInput, value: string) =>
    setInput((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const visible = onlyFields(input, shown);
    const found = fieldErrors(profileSchema, visible);
    const directoryProblem = directory && directoryError(directory);
    setErrors(found);
    setCategoriesError(directoryProblem);
    if (hasErrors(found) || directoryProblem) {
      if (hasErrors(found)) focusFirstError('profile', shown, found);
      else document.getElementById('profile-categories')?.focus();
      return;
    }
    const update = buildProfileUpdate(type, visible);
    if (taxStatus) Object.assign(update, taxStatusFields(taxStatus));
    const saved = await dispatch(
      saveAccountProfile({ uid, type, update, directory, saved: 'account.profile.saved' }),
    );
    if (saveAccountProfile.fulfilled.match(saved)) {
      // Show the names as stored (normalised); everything else stays as typed.
      setInput((current) => ({
        ...current,
        name: update.name ?? current.name,
        surname: update.surname ?? current.surname,
      }));
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
      {taxStatus && (
        <TaxStatusField
          id="profile-taxStatus"
          value={taxStatus}
          onChange={setTaxStatus}
          disabled={saving}
        />
      )}
      {directory && (
        <fieldset className="mt-2">
          <legend className="h6">{t('account.directory.title')}</legend>
          <DirectoryFields
            idPrefix="profile"
            value={directory}
            categoriesError={categoriesError}
            onChange={setDirectory}
            disabled={saving}
          />
        </fieldset>
      )}
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
