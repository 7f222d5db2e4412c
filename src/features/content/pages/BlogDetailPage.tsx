import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { ContentEditor } from '../components/ContentEditor';
import { ContentAdminActions } from '../components/ContentAdminActions';
import { postFields, validatePost } from '../components/contentFields';
import { LoadState } from '@/components/LoadState';
import { contentLoadTexts } from '../components/contentLoadTexts';
import { Markdown } from '../components/Markdown';
import { longDate } from '../components/formatDate';
import { useIsAdmin } from '../components/useIsAdmin';
import {
  blogEditKey,
  deleteKey,
  selectBlog,
  selectOpenedPost,
  selectSaving,
} from '../contentSlice';
import { editBlogPost, loadBlogPost, removeBlogPost } from '../contentThunks';
import { readingMinutes } from '../model/readingTime';
import { isSlug } from '../model/slug';

/** /app/pages/blog/blog-detail?slug=…: one post, opened from the list or a shared link. */
export default function BlogDetailPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const slug = useSearchParams()[0].get('slug') ?? '';
  const valid = isSlug(slug);
  const listed = useAppSelector(selectBlog)?.data.find((post) => post.id === slug);
  const opened = useAppSelector((state) => selectOpenedPost(state, slug));
  const saving = useAppSelector((state) => selectSaving(state, blogEditKey(slug)));
  const deleting = useAppSelector((state) => selectSaving(state, deleteKey('blog', slug)));
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    // A post already in the loaded list needs no second read.
    if (valid && !listed) void dispatch(loadBlogPost(slug));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the slug changes
  }, [dispatch, slug, valid]);

  const post = listed ?? opened?.data ?? null;
  const back = (
    <Link to={paths.pages.blogList} className="small">
      {t('content.blog.back')}
    </Link>
  );

  if (!post) {
    const missing = !valid || (opened?.status === 'ready' && opened.data === null);
    return (
      <div className="container-fluid py-3">
        {back}
        <h1 className="h4 mt-2">
          {missing ? t('content.blog.notFound') : t('routes.blog-detail')}
        </h1>
        {missing ? (
          <p className="text-body-secondary">{t('content.blog.notFoundHint')}</p>
        ) : (
          <LoadState
            status={opened?.status}
            hasData={false}
            onRetry={() => void dispatch(loadBlogPost(slug))}
            emptyKey="content.blog.notFound"
            {...contentLoadTexts}
          />
        )}
      </div>
    );
  }

  return (
    <div className="container-fluid py-3">
      {back}
      <article className="content-article mt-2" data-testid="blog-post">
        <h1 className="h3">{post.title}</h1>
        <p className="small text-body-secondary">
          {[
            post.author,
            longDate(post.publishedAt, i18n.language),
            t('content.blog.readingTime', { count: readingMinutes(post.body) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {isAdmin && !editing && (
          <ContentAdminActions
            className="mb-3"
            onEdit={() => setEditing(true)}
            name={post.title}
            deleting={deleting}
            onDelete={async () => {
              const result = await dispatch(removeBlogPost(post.id));
              const deleted = removeBlogPost.fulfilled.match(result);
              if (deleted) void navigate(paths.pages.blogList);
              return deleted;
            }}
          />
        )}
        {editing ? (
          <ContentEditor
            id={`post-${post.id}`}
            fields={postFields}
            validate={validatePost}
            initial={{
              title: post.title,
              summary: post.summary,
              coverImage: post.coverImage,
              body: post.body,
            }}
            saving={saving}
            onCancel={() => setEditing(false)}
            onSave={async (fields) => {
              const result = await dispatch(editBlogPost({ id: post.id, fields }));
              const saved = editBlogPost.fulfilled.match(result);
              if (saved) setEditing(false);
              return saved;
            }}
          />
        ) : (
          <>
            {post.coverImage && (
              <img src={post.coverImage} alt="" className="content-cover rounded mb-3" />
            )}
            <p className="lead">{post.summary}</p>
            <Markdown source={post.body} testId="blog-body" />
          </>
        )}
      </article>
    </div>
  );
}
