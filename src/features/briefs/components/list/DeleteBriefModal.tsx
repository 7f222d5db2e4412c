import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import type { BriefDoc } from '../../../../lib/collections/briefs';

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
  const close = () => {
    if (!working) onCancel();
  };
  return (
    <Modal
      isOpen={brief !== null}
      toggle={close}
      centered
      labelledBy="delete-brief-title"
      data-testid="delete-brief-modal"
    >
      <ModalHeader tag="h2" toggle={close} closeAriaLabel={t('projectList.close')}>
        <span id="delete-brief-title" className="h5">
          {t('projectList.deleteTitle')}
        </span>
      </ModalHeader>
      <ModalBody>
        <p className="mb-1">{t('briefs.admin.confirmRemove')}</p>
        {brief && <p className="fw-semibold mb-0">{brief.title}</p>}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={working}>
          {t('briefs.admin.cancel')}
        </Button>
        <Button
          color="danger"
          disabled={working}
          aria-busy={working || undefined}
          data-testid="confirm-delete-brief"
          onClick={() => brief && onConfirm(brief)}
        >
          {working && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {t('briefs.admin.remove')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
