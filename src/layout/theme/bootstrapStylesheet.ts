import ltrHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import rtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import type { Direction } from '@/store/ui/themes';

// Bootstrap ships separate left-to-right and right-to-left builds. Only the one the text
// direction needs is downloaded; on a switch the old sheet stays until the new one has loaded,
// so the page is never unstyled, and is then disabled (kept for an instant switch back).
const hrefs: Record<Direction, string> = { ltr: ltrHref, rtl: rtlHref };

/** A stylesheet that never answers must not keep the app from starting. */
export const stylesheetTimeoutMs = 4000;

const sheets = new Map<Direction, { link: HTMLLinkElement; ready: Promise<void> }>();
let wanted: Direction | null = null;

function addSheet(direction: Direction) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = hrefs[direction];
  link.dataset.bootstrap = direction;
  const ready = new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, stylesheetTimeoutMs);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
  // First in <head>: every other stylesheet (themes, layout) comes later in the cascade.
  document.head.prepend(link);
  const sheet = { link, ready };
  sheets.set(direction, sheet);
  return sheet;
}

/** Makes Bootstrap's build for `direction` the active one; resolves once it applies. */
export async function loadBootstrap(direction: Direction): Promise<void> {
  wanted = direction;
  const sheet = sheets.get(direction) ?? addSheet(direction);
  sheet.link.disabled = false;
  await sheet.ready;
  if (wanted !== direction) return; // a later switch won
  for (const [other, { link }] of sheets) if (other !== direction) link.disabled = true;
}
