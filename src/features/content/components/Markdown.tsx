import { useMemo } from 'react';
import { renderMarkdown } from '../model/markdown';
import './content.css';

/** Stored Markdown as sanitised HTML (model/markdown.ts). */
export function Markdown({ source, testId }: { source: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className="content-markdown"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
