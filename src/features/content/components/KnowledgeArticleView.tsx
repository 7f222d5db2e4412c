import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  MAX_BODY_LENGTH,
  MAX_TITLE_LENGTH,
  type KnowledgeArticle,
} from '../../../lib/collections/contents';
import { articleEditKey, selectSaving } from '../contentSlice';
import { editKnowledgeArticle } from '../contentThunks';
import { readingMinutes } from '../model/readingTime';
import { ContentEditor, type EditorField } from './ContentEditor';
import { Markdown } from './Markdown';
import { longDate } from './formatDate';

const articleFields: readonly EditorField<'title' | 'body'>[] = [
  { name: 'title', label: 'content.fields.title', max: MAX_TITLE_LENGTH },
  { name: 'body', label: 'content.fields.body', max: MAX_BODY_LENGTH, markdown: true, rows: 12 },
];

type Props = { article: KnowledgeArticle; categoryName: string; canEdit: boolean };

export function KnowledgeArticleView({ article, categoryName, canEdit }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const saving = useAppSelector((state) => selectSaving(state, articleEditKey(article.id)));
  const [editing, setEditing] = useState(false);

  return (
    <article className="content-article" data-testid="knowledge-article">
      <p className="small text-body-secondary mb-1">{categoryName}</p>
      <h2 className="h4">{article.title}</h2>
      <p className="small text-body-secondary">
        {[
          article.updatedAt
            ? t('content.knowledge.updated', { date: longDate(article.updatedAt, i18n.language) })
            : '',
          t('content.blog.readingTime', { count: readingMinutes(article.body) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {editing ? (
        <ContentEditor
          id={`article-${article.id}`}
          fields={articleFields}
          initial={{ title: article.title, body: article.body }}
          saving={saving}
          onCancel={() => setEditing(false)}
          onSave={async (fields) => {
            const result = await dispatch(editKnowledgeArticle({ id: article.id, fields }));
            const saved = editKnowledgeArticle.fulfilled.match(result);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <>
          <Markdown source={article.body} testId="knowledge-body" />
          {canEdit && (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm mt-3"
              onClick={() => setEditing(true)}
            >
              {t('content.editor.edit')}
            </button>
          )}
        </>
      )}
    </article>
  );
}
