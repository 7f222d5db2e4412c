import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';

type Props = {
  /** The post's, question's or article's title, named in the question. */
  name: string;
  deleting: boolean;
  /** Resolves true once deleted; on false the dialog stays open for another try. */
  onDelete: () => Promise<boolean>;
  className?: string;
};

/** An admin's 'Sil' with the app's confirm dialog: nothing is deleted on one stray click. */
export function DeleteContentButton({ name, deleting, onDelete, className }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={['btn btn-outline-danger btn-sm', className].filter(Boolean).join(' ')}
        onClick={() => setAsking(true)}
        disabled={deleting}
      >
        {t('content.delete.button')}
      </button>
      <ConfirmModal
        isOpen={asking}
        working={deleting}
        title={t('content.delete.title')}
        closeLabel={t('content.delete.close')}
        cancelLabel={t('content.editor.cancel')}
        confirmLabel={t('content.delete.confirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          void onDelete().then((deleted) => {
            if (deleted) setAsking(false);
          });
        }}
        testId="content-delete-dialog"
        confirmTestId="content-delete-confirm"
      >
        <p className="mb-0">{t('content.delete.body', { name })}</p>
      </ConfirmModal>
    </>
  );
}
