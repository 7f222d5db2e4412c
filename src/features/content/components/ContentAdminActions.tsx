import { useTranslation } from 'react-i18next';
import { DeleteContentButton } from './DeleteContentButton';

type Props = {
  /** The post's, question's or article's title, named in the delete question. */
  name: string;
  deleting: boolean;
  onEdit: () => void;
  /** Resolves true once deleted (see DeleteContentButton). */
  onDelete: () => Promise<boolean>;
  className: string;
};

/** An admin's 'Düzenle' and 'Sil' under a blog post, a question or an article. */
export function ContentAdminActions({ name, deleting, onEdit, onDelete, className }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`d-flex gap-2 ${className}`}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={onEdit}
        disabled={deleting}
      >
        {t('content.editor.edit')}
      </button>
      <DeleteContentButton name={name} deleting={deleting} onDelete={onDelete} />
    </div>
  );
}
