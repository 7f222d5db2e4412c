import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH } from '@/lib/collections/contents';
import { isSlug, MAX_SLUG_LENGTH } from '../model/slug';
import type { EditorField } from './ContentEditor';

// The admin forms' fields, shared by the edit-in-place and the new-document forms, with the
// limits firestore.rules holds them to.

export type PostField = 'title' | 'summary' | 'coverImage' | 'body';
export const postFields: readonly EditorField<PostField>[] = [
  { name: 'title', label: 'content.fields.title', max: MAX_TITLE_LENGTH },
  { name: 'summary', label: 'content.fields.summary', max: 500 },
  { name: 'coverImage', label: 'content.fields.coverImage', max: 2048, optional: true },
  { name: 'body', label: 'content.fields.body', max: MAX_BODY_LENGTH, markdown: true, rows: 14 },
];

export type NewPostField = PostField | 'slug';
export const newPostFields: readonly EditorField<NewPostField>[] = [
  postFields[0],
  {
    name: 'slug',
    label: 'content.fields.slug',
    max: MAX_SLUG_LENGTH,
    hint: 'content.editor.slugHint',
  },
  postFields[1],
  { ...postFields[2], hint: 'content.editor.coverHint' },
  postFields[3],
];

export type FaqField = 'question' | 'answer';
export const faqFields: readonly EditorField<FaqField>[] = [
  { name: 'question', label: 'content.fields.question', max: MAX_TITLE_LENGTH },
  { name: 'answer', label: 'content.fields.answer', max: MAX_BODY_LENGTH, markdown: true },
];

export type ArticleField = 'title' | 'body';
export const articleFields: readonly EditorField<ArticleField>[] = [
  { name: 'title', label: 'content.fields.title', max: MAX_TITLE_LENGTH },
  { name: 'body', label: 'content.fields.body', max: MAX_BODY_LENGTH, markdown: true, rows: 12 },
];

/**
 * A cover the rules accept on create and on edit (docs/decisions.md "Safe links"): none, an
 * https address or a path on this site (the demo posts' covers in public/).
 */
export const isCoverAddress = (value: string) =>
  value === '' || /^https:\/\/[^/\s]\S*$/.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value);

/** An edited post's cover. */
export function validatePost(values: Record<PostField, string>) {
  const errors: Partial<Record<PostField, string>> = {};
  if (!isCoverAddress(values.coverImage)) errors.coverImage = 'content.editor.httpsOnly';
  return errors;
}

/** A new post's address and cover, checked as the rules and the detail page will. */
export function validateNewPost(values: Record<NewPostField, string>) {
  const errors: Partial<Record<NewPostField, string>> = validatePost(values);
  if (values.slug !== '' && !isSlug(values.slug)) errors.slug = 'content.editor.badSlug';
  return errors;
}
