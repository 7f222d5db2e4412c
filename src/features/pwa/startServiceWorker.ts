// Called by src/main.tsx after the first render, in production builds only (the Vite dev server
// has no /sw.js). Registration waits for the page's load event so the worker's precaching never
// competes with the page's own first requests.
import { UPDATE_CHECK_MS, watchServiceWorker, type ApplyUpdate } from './serviceWorkerUpdates';

function offerUpdate(apply: ApplyUpdate): void {
  import('./showUpdatePrompt')
    .then(({ showUpdatePrompt }) => showUpdatePrompt(apply))
    // Without the prompt the new version still starts once every tab of the app is closed.
    .catch((error: unknown) => console.warn('update prompt unavailable', error));
}

function register(): void {
  watchServiceWorker({
    container: navigator.serviceWorker,
    onUpdate: offerUpdate,
    reload: () => window.location.reload(),
  }).then(
    (registration) => {
      // A tab left open for days still hears of a new build.
      window.setInterval(() => registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    (error: unknown) => console.warn('service worker not registered', error),
  );
}

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
