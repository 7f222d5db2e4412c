// After a route change, focus goes to the new page's h1, which also announces the page.
//
// Why focus and not a live region: moving focus makes NVDA, JAWS, VoiceOver and TalkBack read
// the focused heading at once ("Projelerim, heading level 1"), and the next Tab continues from
// the top of the new content instead of from a link that is gone (focus would fall back to
// <body>). A polite live region alone leaves focus behind, and one fired together with a focus
// change is often dropped (VoiceOver) or read twice (NVDA). This follows the user testing
// behind Gatsby's route announcements (Marcy Sutton, 2019): a heading that takes focus.

/** Pages are lazy and may show a loading state first; past this, focus is left alone. */
export const HEADING_WAIT_MS = 10_000;

/** The page's heading: the h1 in the main landmark (the frames have none), else any h1. */
function findHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  );
}

/** A text field keeps focus: the user is typing there, or the page focused it on purpose. */
function isTextField(element: Element | null): boolean {
  if (!element || element === document.body) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file'].includes(element.type)
  );
}

function focusHeading(heading: HTMLElement): void {
  // A heading is no control: it takes focus from script only (tabindex -1, out of the Tab
  // order), and shows no focus ring, like <main> for the skip link (AppLayout.css).
  const addedTabIndex = !heading.hasAttribute('tabindex');
  if (addedTabIndex) heading.setAttribute('tabindex', '-1');
  heading.style.outline = 'none';
  heading.addEventListener(
    'blur',
    () => {
      if (addedTabIndex) heading.removeAttribute('tabindex');
      heading.style.removeProperty('outline');
    },
    { once: true },
  );
  heading.focus();
}

/**
 * Focuses the page's h1 now or as soon as it appears. Gives up after `waitMs`, or when anything
 * else takes focus first (the page's own autofocus, a dialog, the user). Returns the stop.
 */
export function focusHeadingWhenShown(waitMs = HEADING_WAIT_MS): () => void {
  if (isTextField(document.activeElement)) return () => undefined;
  const heading = findHeading();
  if (heading) {
    focusHeading(heading);
    return () => undefined;
  }
  const waiting = new AbortController();
  const observer = new MutationObserver(() => {
    const shown = findHeading();
    if (!shown) return;
    waiting.abort();
    focusHeading(shown);
  });
  waiting.signal.addEventListener('abort', () => observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = () => waiting.abort();
  document.addEventListener('focusin', stop, { capture: true, signal: waiting.signal });
  const timer = setTimeout(stop, waitMs);
  waiting.signal.addEventListener('abort', () => clearTimeout(timer));
  return stop;
}
