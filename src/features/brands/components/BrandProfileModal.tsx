import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { TextField } from '@/components/forms/TextField';
import type { FieldErrors } from '@/lib/forms';
import {
  BRAND_NAME_MAX,
  LOGO_URL_MAX,
  validateBrandProfile,
  type BrandProfileFormInput,
} from '../brandProfileSchema';
import { selectBrandSaving } from '../brandsSlice';
import { saveBrandProfile } from '../brandsThunks';

/** What the dialog edits: an existing profile, or a new one for a brand login of an agency. */
export type BrandProfileTarget = {
  uid: string;
  initial: BrandProfileFormInput;
  /** Set when the profile does not exist yet: it is created linked to this agency. */
  create?: { agencyUid: string };
};

type FormProps = { target: BrandProfileTarget; titleId: string; onClose: () => void };

/** The form, mounted per target so its fields start from that brand. */
function BrandProfileForm({ target, titleId, onClose }: FormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [input, setInput] = useState<BrandProfileFormInput>(target.initial);
  const [errors, setErrors] = useState<FieldErrors<BrandProfileFormInput>>({});
  const saving = useAppSelector((state) => selectBrandSaving(state, target.uid));

  const close = () => {
    if (!saving) onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateBrandProfile(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await dispatch(
      saveBrandProfile({ uid: target.uid, input, create: target.create }),
    );
    if (saveBrandProfile.fulfilled.match(result)) onClose();
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ModalHeader tag="h2" toggle={close} closeAriaLabel={t('brands.form.close')}>
        <span id={titleId} className="h5">
          {t(target.create ? 'brands.form.createTitle' : 'brands.form.editTitle')}
        </span>
      </ModalHeader>
      <ModalBody>
        <TextField
          id="brand-name"
          label={t('brands.form.brandName')}
          value={input.brandName}
          required
          maxLength={BRAND_NAME_MAX}
          autoComplete="organization"
          error={errors.brandName}
          onChange={(brandName) => setInput({ ...input, brandName })}
        />
        <TextField
          id="brand-logo-url"
          label={t('brands.form.logoUrl')}
          type="url"
          value={input.logoUrl}
          maxLength={LOGO_URL_MAX}
          autoComplete="off"
          placeholder="https://"
          hint={t('brands.form.logoHint')}
          error={errors.logoUrl}
          onChange={(logoUrl) => setInput({ ...input, logoUrl })}
        />
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={saving}>
          {t('brands.form.cancel')}
        </Button>
        <Button type="submit" color="primary" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {saving ? t('brands.form.saving') : t('brands.form.save')}
        </Button>
      </ModalFooter>
    </Form>
  );
}

type Props = { target: BrandProfileTarget | null; onClose: () => void };

/** Creates or edits a brand profile; a failure shows 'Marka yaratılırken hata oluştu.' (toast). */
export function BrandProfileModal({ target, onClose }: Props) {
  const titleId = useId();
  const saving = useAppSelector((state) => (target ? selectBrandSaving(state, target.uid) : false));
  return (
    <Modal
      isOpen={target !== null}
      toggle={() => {
        if (!saving) onClose();
      }}
      centered
      labelledBy={titleId}
      data-testid="brand-profile-modal"
    >
      {target && (
        <BrandProfileForm key={target.uid} target={target} titleId={titleId} onClose={onClose} />
      )}
    </Modal>
  );
}
