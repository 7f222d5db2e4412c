import { describe, expect, it } from 'vitest';
import { validateNewPost, validatePost } from '../components/contentFields';

// The cover a post may carry, on create and on edit, is what firestore.rules accept
// (docs/decisions.md "Safe links"); anything else shows the Turkish httpsOnly error.
describe('blog post cover', () => {
  const edit = (coverImage: string) =>
    validatePost({ title: 'T', summary: '', body: 'B', coverImage });

  it('takes none, an https address or a path on this site', () => {
    for (const ok of ['', 'https://images.example.com/a.jpg', '/demo/blog/mikro.svg'])
      expect(edit(ok)).toEqual({});
  });

  it('refuses javascript:, data:, http: and another host, on edit as on create', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://images.example.com/a.jpg',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
    ]) {
      expect(edit(bad)).toEqual({ coverImage: 'content.editor.httpsOnly' });
      expect(
        validateNewPost({ title: 'T', slug: 'yazi', summary: '', body: 'B', coverImage: bad }),
      ).toEqual({ coverImage: 'content.editor.httpsOnly' });
    }
  });
});
