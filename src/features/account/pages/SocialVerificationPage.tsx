import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button, Form, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { fieldErrors, type FieldErrors } from '@/lib/forms';
import {
  hasAnySocialMedia,
  hasErrors,
  socialMediaSchema,
  type SocialMediaInput,
} from '../accountSchemas';
import { isAccountType, type AccountType } from '@/store/roles';
import { selectProfileSaving } from '../accountSlice';
import { saveAccountProfile } from '../accountThunks';
import { buildSocialMediaUpdate, socialKeys, socialMediaFromDoc } from '../model/profileFields';
import { focusFirstError } from '../components/focusFirstError';
import { LoadState } from '@/components/LoadState';
import { accountLoadTexts } from '../components/accountLoadTexts';
import { loginRequiredPath } from '../components/loginRequired';
import { SocialMediaFields } from '../components/SocialMediaFields';
import { useInfluencerProfile } from '../components/useEditedDocs';
import { useUserDoc } from '../components/useUserDoc';

function SocialForm({
  uid,
  type,
  initial,
}: {
  uid: string;
  type: AccountType | null;
  initial: SocialMediaInput;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [input, setInput] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<SocialMediaInput>>({});
  const saving = useAppSelector((state) => selectProfileSaving(state, uid));
  const [needsOne, setNeedsOne] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = fieldErrors(socialMediaSchema, input);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError('social', socialKeys, found);
      return;
    }
    // Spec section 5: account approval needs at least one social account.
    if (!hasAnySocialMedia(input)) {
      setNeedsOne(true);
      return;
    }
    const saved = await dispatch(
      saveAccountProfile({
        uid,
        type,
        update: buildSocialMediaUpdate(input),
        saved: 'account.social.saved',
      }),
    );
    if (saveAccountProfile.fulfilled.match(saved)) navigate(paths.app.root, { replace: true });
  };

  const closeDialog = () => setNeedsOne(false);

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="social-title">
      <h1 id="social-title" className="h4 mb-2">
        {t('account.social.title')}
      </h1>
      <p className="text-body-secondary mb-4">{t('account.social.intro')}</p>
      <SocialMediaFields
        idPrefix="social"
        value={input}
        errors={errors}
        onChange={(key, value) => setInput((current) => ({ ...current, [key]: value }))}
        disabled={saving}
      />
      <Button
        color="primary"
        type="submit"
        className="w-100 mb-3"
        disabled={saving}
        aria-busy={saving}
      >
        {saving ? t('account.social.saving') : t('account.social.submit')}
      </Button>
      <div className="text-center small">
        <Link to={paths.app.root}>{t('account.social.skip')}</Link>
      </div>
      <Modal
        isOpen={needsOne}
        toggle={closeDialog}
        centered
        labelledBy="social-required-title"
        data-testid="social-required"
      >
        <ModalHeader id="social-required-title" toggle={closeDialog}>
          {t('account.social.requiredTitle')}
        </ModalHeader>
        <ModalBody>{t('account.social.requiredBody')}</ModalBody>
        <ModalFooter>
          <Button color="primary" onClick={closeDialog}>
            {t('account.social.ok')}
          </Button>
        </ModalFooter>
      </Modal>
    </Form>
  );
}

/** /user/social-verification: the social accounts an influencer's approval needs. */
export default function SocialVerificationPage() {
  const user = useAppSelector(selectSignedInUser);
  const state = useUserDoc(user?.uid ?? null);
  const type =
    state.status === 'ready' && isAccountType(state.user.type) ? state.user.type : user?.type;
  // An influencer's handles live in her public profile once her first save created it.
  const profile = useInfluencerProfile(type === 'influencer' && user ? user.uid : null);
  if (!user) return <Navigate to={loginRequiredPath} replace />;
  if (state.status !== 'ready') return <LoadState status={state.status} {...accountLoadTexts} />;
  if (profile.status === 'loading') return <LoadState status="loading" {...accountLoadTexts} />;
  return (
    <SocialForm
      key={user.uid}
      uid={user.uid}
      type={type ?? null}
      initial={socialMediaFromDoc((profile.profile ?? state.user).socialMedia)}
    />
  );
}
