import { paths } from '@/config/paths';

/** A post's address: the blog-detail route of spec section 2 with its Turkish slug. */
export const blogPostPath = (slug: string) =>
  `${paths.pages.blogDetail}?slug=${encodeURIComponent(slug)}`;

/** The knowledge base with one article open. */
export const knowledgeArticlePath = (slug: string) =>
  `${paths.pages.knowledgeBase}?article=${encodeURIComponent(slug)}`;
