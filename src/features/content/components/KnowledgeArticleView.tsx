import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { KnowledgeArticle } from '@/lib/collections/contents';
import { articleEditKey, deleteKey, selectSaving } from '../contentSlice';
import { editKnowledgeArticle, removeKnowledgeArticle } from '../contentThunks';
import { readingMinutes } from '../model/readingTime';
import { ContentEditor } from './ContentEditor';
import { ContentAdminActions } from './ContentAdminActions';
import { articleFields } from './contentFields';
import { Markdown } from './Markdown';
import { longDate } from './formatDate';

type Props = { article: KnowledgeArticle; categoryName: string; canEdit: boolean };

export function KnowledgeArticleView({ article, categoryName, canEdit }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const saving = useAppSelector((state) => selectSaving(state, articleEditKey(article.id)));
  const deleting = useAppSelector((state) => selectSaving(state, deleteKey('article', article.id)));
  const navigate = useNavigate();
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
            <ContentAdminActions
              className="mt-3"
              onEdit={() => setEditing(true)}
              name={article.title}
              deleting={deleting}
              onDelete={async () => {
                const result = await dispatch(removeKnowledgeArticle(article.id));
                const deleted = removeKnowledgeArticle.fulfilled.match(result);
                if (deleted) void navigate(paths.pages.knowledgeBase);
                return deleted;
              }}
            />
          )}
        </>
      )}
    </article>
  );
}
