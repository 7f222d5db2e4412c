import { highlightParts } from '../model/searchText';

/** The name with the searched prefix marked (<mark>), or plain when it does not match. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const parts = highlightParts(text, query);
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts.before}
      <mark className="search-mark">{parts.match}</mark>
      {parts.after}
    </>
  );
}
