// The tab title has two writers: the route (its page name, src/app/RouteTitleAndFocus) and the
// unread-messages badge (a "(3) " count in front). Each keeps the other's part.

const COUNT_PREFIX = /^\(\d+\+?\) /;

/** Sets the page part of the title; an unread count in front of it stays. */
export function setDocumentTitle(page: string): void {
  const count = COUNT_PREFIX.exec(document.title)?.[0] ?? '';
  document.title = `${count}${page}`;
}

/** Puts `(count) ` in front of the current title, or takes it away at 0. */
export function setDocumentTitleCount(count: number): void {
  const page = document.title.replace(COUNT_PREFIX, '');
  document.title = count > 0 ? `(${count}) ${page}` : page;
}
