import { useId, type ReactNode } from 'react';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';

type Props = {
  isOpen: boolean;
  /** While true the dialog cannot be closed and the confirm button shows progress. */
  working: boolean;
  title: string;
  children: ReactNode;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
  confirmTestId?: string;
};

/** Asks before a destructive action (delete a user, a brief, ...). */
export function ConfirmModal(props: Props) {
  const { isOpen, working, title, children, onConfirm, onCancel } = props;
  const titleId = useId();
  const close = () => {
    if (!working) onCancel();
  };
  return (
    <Modal isOpen={isOpen} toggle={close} centered labelledBy={titleId} data-testid={props.testId}>
      <ModalHeader tag="h2" toggle={close} closeAriaLabel={props.closeLabel}>
        <span id={titleId} className="h5">
          {title}
        </span>
      </ModalHeader>
      <ModalBody>{children}</ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={working}>
          {props.cancelLabel}
        </Button>
        <Button
          color="danger"
          disabled={working}
          aria-busy={working || undefined}
          data-testid={props.confirmTestId}
          onClick={onConfirm}
        >
          {working && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {props.confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
