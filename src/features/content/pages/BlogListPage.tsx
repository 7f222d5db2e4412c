import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadState } from '@/components/LoadState';
import { contentLoadTexts } from '../components/contentLoadTexts';
import { NewBlogPostForm } from '../components/NewBlogPostForm';
import { longDate } from '../components/formatDate';
import { useIsAdmin } from '../components/useIsAdmin';
import { selectBlog } from '../contentSlice';
import { loadBlog } from '../contentThunks';
import { blogPostPath } from '../model/links';
import { readingMinutes } from '../model/readingTime';

/** /app/pages/blog/blog-list: the posts of Contents/Blog/posts, newest first. */
export default function BlogListPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const blog = useAppSelector(selectBlog);
  const isAdmin = useIsAdmin();
  const [writing, setWriting] = useState(false);
  useEffect(() => {
    void dispatch(loadBlog());
  }, [dispatch]);
  const posts = blog?.data ?? [];

  return (
    <div className="container-fluid py-3" data-testid="blog-list">
      <h1 className="h4 mb-1">{t('content.blog.title')}</h1>
      <p className="text-body-secondary">{t('content.blog.intro')}</p>
      {isAdmin && !writing && (
        <button type="button" className="btn btn-primary mb-3" onClick={() => setWriting(true)}>
          {t('content.blog.new')}
        </button>
      )}
      {writing && <NewBlogPostForm onCancel={() => setWriting(false)} />}
      <LoadState
        status={blog?.status}
        hasData={posts.length > 0}
        onRetry={() => void dispatch(loadBlog())}
        emptyKey="content.blog.empty"
        {...contentLoadTexts}
      />
      <div className="row g-3">
        {posts.map((post) => (
          <div key={post.id} className="col-12 col-md-6 col-xl-4">
            <article className="card h-100" data-testid="blog-card">
              {post.coverImage && (
                <img src={post.coverImage} alt="" className="card-img-top content-cover" />
              )}
              <div className="card-body d-flex flex-column">
                <h2 className="h5 card-title">
                  <Link to={blogPostPath(post.id)} className="stretched-link text-reset">
                    {post.title}
                  </Link>
                </h2>
                <p className="small text-body-secondary mb-2">
                  {longDate(post.publishedAt, i18n.language)} ·{' '}
                  {t('content.blog.readingTime', { count: readingMinutes(post.body) })}
                </p>
                <p className="card-text mb-0">{post.summary}</p>
              </div>
            </article>
          </div>
        ))}
      </div>
    </div>
  );
}
