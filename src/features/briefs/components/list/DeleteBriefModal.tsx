import { useTranslation } from 'react-i18next';
import type { BriefDoc } from '@/lib/collections/briefs';
import { ConfirmModal } from '@/components/ConfirmModal';

type Props = {
  /** The brief to delete; null keeps the dialog closed. */
  brief: BriefDoc | null;
  working: boolean;
  onConfirm: (brief: BriefDoc) => void;
  onCancel: () => void;
};

/** Sil asks first (spec section 2: İşlemler). */
export function DeleteBriefModal({ brief, working, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      isOpen={brief !== null}
      working={working}
      title={t('projectList.deleteTitle')}
      closeLabel={t('projectList.close')}
      cancelLabel={t('briefs.admin.cancel')}
      confirmLabel={t('briefs.admin.remove')}
      onConfirm={() => brief && onConfirm(brief)}
      onCancel={onCancel}
      testId="delete-brief-modal"
      confirmTestId="confirm-delete-brief"
    >
      <p className="mb-1">{t('briefs.admin.confirmRemove')}</p>
      {brief && <p className="fw-semibold mb-0">{brief.title}</p>}
    </ConfirmModal>
  );
}
