import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { KnowledgeCategory } from '@/lib/collections/contents';
import { newArticleKey, selectSaving } from '../contentSlice';
import { addKnowledgeArticle, SLUG_TAKEN } from '../contentThunks';
import { knowledgeArticlePath } from '../model/links';
import { turkishSlug } from '../model/slug';
import { ContentEditor } from './ContentEditor';
import { articleFields, type ArticleField } from './contentFields';

// The article's address is made from its title; a title that folds to nothing usable (only
// punctuation) or to another article's address is refused beside the title.
const validateTitle = (values: Record<ArticleField, string>) =>
  values.title !== '' && turkishSlug(values.title) === ''
    ? { title: 'content.editor.titleNoSlug' }
    : {};

type Props = { category: KnowledgeCategory; onCancel: () => void };

/** An admin's new article at the end of one category; saved, it opens. */
export function NewArticleForm({ category, onCancel }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saving = useAppSelector((state) => selectSaving(state, newArticleKey(category.id)));
  return (
    <section data-testid="new-article">
      <h2 className="h5">{t('content.knowledge.newIn', { category: category.name })}</h2>
      <ContentEditor
        id={`new-article-${category.id}`}
        titleKey="content.knowledge.newTitle"
        fields={articleFields}
        initial={{ title: '', body: '' }}
        saving={saving}
        validate={validateTitle}
        onCancel={onCancel}
        onSave={async (fields) => {
          const slug = turkishSlug(fields.title);
          const result = await dispatch(
            addKnowledgeArticle({ slug, fields: { ...fields, categoryId: category.id } }),
          );
          if (addKnowledgeArticle.fulfilled.match(result)) {
            onCancel();
            void navigate(knowledgeArticlePath(slug));
            return true;
          }
          return result.payload === SLUG_TAKEN ? { title: 'content.errors.articleTaken' } : false;
        }}
      />
    </section>
  );
}
