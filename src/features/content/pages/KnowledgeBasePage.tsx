import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { KnowledgeArticleView } from '../components/KnowledgeArticleView';
import { LoadState } from '@/components/LoadState';
import { contentLoadTexts } from '../components/contentLoadTexts';
import { NewArticleForm } from '../components/NewArticleForm';
import { useIsAdmin } from '../components/useIsAdmin';
import { selectKnowledge } from '../contentSlice';
import { loadKnowledgeBase } from '../contentThunks';
import { knowledgeArticlePath } from '../model/links';

/** /app/pages/knowledge-base: categories with their articles; ?article=<slug> opens one. */
export default function KnowledgeBasePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const knowledge = useAppSelector(selectKnowledge);
  const isAdmin = useIsAdmin();
  const selected = useSearchParams()[0].get('article');
  // The form stays only while the same article is selected: opening another one closes it.
  const [adding, setAdding] = useState<{ categoryId: string; over: string | null } | null>(null);
  useEffect(() => {
    void dispatch(loadKnowledgeBase());
  }, [dispatch]);

  const categories = knowledge?.data.categories ?? [];
  const articles = knowledge?.data.articles ?? [];
  const article = selected ? articles.find((item) => item.id === selected) : undefined;
  const categoryName = (id: string) => categories.find((item) => item.id === id)?.name ?? '';
  const addingCategory =
    adding?.over === selected
      ? categories.find((item) => item.id === adding.categoryId)
      : undefined;

  return (
    <div className="container-fluid py-3" data-testid="knowledge-base">
      <h1 className="h4 mb-1">{t('content.knowledge.title')}</h1>
      <p className="text-body-secondary">{t('content.knowledge.intro')}</p>
      <LoadState
        status={knowledge?.status}
        hasData={categories.length > 0}
        onRetry={() => void dispatch(loadKnowledgeBase())}
        emptyKey="content.knowledge.empty"
        {...contentLoadTexts}
      />
      {selected && knowledge?.status === 'ready' && !article && (
        <div className="alert alert-warning" role="alert">
          {t('content.knowledge.notFound')}{' '}
          <Link to={paths.pages.knowledgeBase}>{t('content.knowledge.all')}</Link>
        </div>
      )}
      {categories.length > 0 && (
        <div className="row g-4">
          <nav className="col-12 col-lg-4" aria-label={t('content.knowledge.categories')}>
            {categories.map((category) => {
              const inCategory = articles.filter((item) => item.categoryId === category.id);
              return (
                <section key={category.id} className="mb-3" data-testid="knowledge-category">
                  <h2 className="h6 mb-1">{category.name}</h2>
                  <p className="small text-body-secondary mb-1">{category.description}</p>
                  {inCategory.length === 0 ? (
                    <p className="small text-body-secondary">{t('content.knowledge.noArticles')}</p>
                  ) : (
                    <ul className="list-unstyled mb-0">
                      {inCategory.map((item) => (
                        <li key={item.id}>
                          <Link
                            to={knowledgeArticlePath(item.id)}
                            aria-current={item.id === selected ? 'page' : undefined}
                            className={item.id === selected ? 'fw-semibold' : undefined}
                          >
                            {item.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  {isAdmin && (
                    <button
                      type="button"
                      className="btn btn-link btn-sm px-0"
                      onClick={() => setAdding({ categoryId: category.id, over: selected })}
                      aria-label={t('content.knowledge.newInLabel', { category: category.name })}
                    >
                      {t('content.knowledge.new')}
                    </button>
                  )}
                </section>
              );
            })}
          </nav>
          <div className="col-12 col-lg-8">
            {addingCategory ? (
              <NewArticleForm
                key={addingCategory.id}
                category={addingCategory}
                onCancel={() => setAdding(null)}
              />
            ) : article ? (
              <KnowledgeArticleView
                key={article.id}
                article={article}
                categoryName={categoryName(article.categoryId)}
                canEdit={isAdmin}
              />
            ) : (
              !selected && <p className="text-body-secondary">{t('content.knowledge.pick')}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
