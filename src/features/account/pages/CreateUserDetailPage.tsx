import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Form } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { isAccountType, type AccountType } from '@/store/roles';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { fieldErrors, type FieldErrors } from '@/lib/forms';
import { hasErrors, userDetailSchema, type UserDetailInput } from '../accountSchemas';
import { selectProfileSaving } from '../accountSlice';
import { saveAccountProfile } from '../accountThunks';
import { directoryInputFromDoc, type DirectoryInput } from '../model/directoryProfile';
import {
  buildProfileUpdate,
  onlyFields,
  profileInputFromDoc,
  profileKind,
  userDetailFields,
} from '../model/profileFields';
import { DirectoryFields, directoryError } from '../components/DirectoryFields';
import { focusFirstError } from '../components/focusFirstError';
import { LoadState } from '@/components/LoadState';
import { accountLoadTexts } from '../components/accountLoadTexts';
import { loginRequiredPath } from '../components/loginRequired';
import { TextField } from '@/components/forms/TextField';
import { useInfluencerProfile } from '../components/useEditedDocs';
import { useUserDoc } from '../components/useUserDoc';

const inputTypes: Partial<Record<keyof UserDetailInput, 'tel' | 'date' | 'textarea'>> = {
  phoneNumber: 'tel',
  birthDate: 'date',
  aboutMe: 'textarea',
};

const autoCompletes: Partial<Record<keyof UserDetailInput, string>> = {
  name: 'given-name',
  surname: 'family-name',
  phoneNumber: 'tel',
  brandName: 'organization',
  city: 'address-level1',
  district: 'address-level2',
  birthDate: 'bday',
};

const required: readonly (keyof UserDetailInput)[] = ['name', 'surname', 'phoneNumber'];

function DetailForm({
  uid,
  type,
  initial,
  initialDirectory,
}: {
  uid: string;
  type: AccountType | null;
  initial: UserDetailInput;
  /** An influencer's directory choices; her first save creates her public profile with them. */
  initialDirectory?: DirectoryInput;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const kind = profileKind(type);
  const shown = userDetailFields[kind] as readonly (keyof UserDetailInput)[];
  const [input, setInput] = useState(initial);
  const [directory, setDirectory] = useState(initialDirectory);
  const [errors, setErrors] = useState<FieldErrors<UserDetailInput>>({});
  const [categoriesError, setCategoriesError] = useState<string | undefined>();
  const saving = useAppSelector((state) => selectProfileSaving(state, uid));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const visible = onlyFields(input, shown);
    const found = fieldErrors(userDetailSchema, visible);
    const directoryProblem = directory && directoryError(directory);
    setErrors(found);
    setCategoriesError(directoryProblem);
    if (hasErrors(found) || directoryProblem) {
      if (hasErrors(found)) focusFirstError('detail', shown, found);
      else document.getElementById('detail-categories')?.focus();
      return;
    }
    const saved = await dispatch(
      saveAccountProfile({ uid, type, update: buildProfileUpdate(type, visible), directory }),
    );
    if (!saveAccountProfile.fulfilled.match(saved)) return;
    navigate(kind === 'influencer' ? paths.user.socialVerification : paths.app.root, {
      replace: true,
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="detail-title">
      <h1 id="detail-title" className="h4 mb-2">
        {t('account.detail.title')}
      </h1>
      <p className="text-body-secondary mb-4">{t('account.detail.intro')}</p>
      {shown.map((key) => (
        <TextField
          key={key}
          id={`detail-${key}`}
          label={t(`account.fields.${key}`)}
          value={input[key]}
          error={errors[key]}
          onChange={(value) => setInput((current) => ({ ...current, [key]: value }))}
          type={inputTypes[key] ?? 'text'}
          rows={key === 'aboutMe' ? 4 : undefined}
          autoComplete={autoCompletes[key]}
          required={required.includes(key)}
          disabled={saving}
        />
      ))}
      {directory && (
        <DirectoryFields
          idPrefix="detail"
          value={directory}
          categoriesError={categoriesError}
          onChange={setDirectory}
          disabled={saving}
        />
      )}
      <Button color="primary" type="submit" className="w-100" disabled={saving} aria-busy={saving}>
        {saving ? t('account.detail.saving') : t('account.detail.submit')}
      </Button>
    </Form>
  );
}

/** /user/createUserDetail: the profile-completion step after the first sign-in. */
export default function CreateUserDetailPage() {
  const user = useAppSelector(selectSignedInUser);
  const state = useUserDoc(user?.uid ?? null);
  const type =
    state.status === 'ready' && isAccountType(state.user.type) ? state.user.type : user?.type;
  const influencer = type === 'influencer';
  const profile = useInfluencerProfile(influencer && user ? user.uid : null);
  if (!user) return <Navigate to={loginRequiredPath} replace />;
  if (state.status !== 'ready') return <LoadState status={state.status} {...accountLoadTexts} />;
  if (influencer && profile.status === 'loading')
    return <LoadState status="loading" {...accountLoadTexts} />;
  const { name, surname, phoneNumber, brandName, city, district, birthDate, aboutMe } =
    profileInputFromDoc(state.user);
  return (
    <DetailForm
      key={user.uid}
      uid={user.uid}
      type={type ?? null}
      initial={{ name, surname, phoneNumber, brandName, city, district, birthDate, aboutMe }}
      initialDirectory={influencer ? directoryInputFromDoc(profile.profile) : undefined}
    />
  );
}
