import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { NEW_POST_KEY, selectSaving } from '../contentSlice';
import { addBlogPost, SLUG_TAKEN } from '../contentThunks';
import { blogPostPath } from '../model/links';
import { turkishSlug } from '../model/slug';
import { ContentEditor } from './ContentEditor';
import { newPostFields, validateNewPost } from './contentFields';

const empty = { title: '', slug: '', summary: '', coverImage: '', body: '' };

/** An admin's new post: the slug follows the title until edited; saved, the post opens. */
export function NewBlogPostForm({ onCancel }: { onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saving = useAppSelector((state) => selectSaving(state, NEW_POST_KEY));
  return (
    <ContentEditor
      id="new-post"
      titleKey="content.blog.newTitle"
      fields={newPostFields}
      initial={empty}
      saving={saving}
      derived={{ field: 'slug', from: 'title', make: turkishSlug }}
      validate={validateNewPost}
      onCancel={onCancel}
      onSave={async ({ slug, ...fields }) => {
        const result = await dispatch(addBlogPost({ slug, fields }));
        if (addBlogPost.fulfilled.match(result)) {
          void navigate(blogPostPath(slug));
          return true;
        }
        return result.payload === SLUG_TAKEN ? { slug: SLUG_TAKEN } : false;
      }}
    />
  );
}
