import DOMPurify from 'dompurify';
import { marked } from 'marked';

// Markdown from Contents documents to HTML. An admin writes it, but an admin account can be
// stolen and old documents imported: marked's output goes through DOMPurify (its HTML profile:
// no <script>, no event-handler attributes, no javascript: links) before it reaches the DOM.

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'];

/** Safe HTML for `dangerouslySetInnerHTML`. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
  });
}

/** Replaces {{name}}-style placeholders of a mailing template; unknown ones stay visible. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}
