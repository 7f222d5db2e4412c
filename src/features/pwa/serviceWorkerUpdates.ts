// The page's side of the service worker (/sw.js, built by scripts/pwa): register it, notice
// when a newer build is installed and waiting, and switch to it only when the user asks
// ('Yenile'): the waiting worker gets SKIP_WAITING, takes over, and the page reloads once.
// No React and no i18n here: this module loads after the first render on every page, so it
// stays a few hundred bytes; the prompt loads only when there is an update to offer.

/** The parts of the browser's ServiceWorkerContainer this module uses (a fake in tests). */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'register' | 'controller' | 'addEventListener'
>;

/** Turns the waiting version on; the page reloads when it has taken over. */
export type ApplyUpdate = () => void;

/** How often an open tab asks the server for a newer /sw.js (browsers do it only on navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

type Options = {
  container: WorkerContainer;
  /** Called once per waiting version, with the function that switches to it. */
  onUpdate: (apply: ApplyUpdate) => void;
  reload: () => void;
  url?: string;
};

/** Registers the worker and reports waiting updates; resolves with the registration. */
export async function watchServiceWorker({
  container,
  onUpdate,
  reload,
  url = '/sw.js',
}: Options): Promise<ServiceWorkerRegistration> {
  // Only a switch the user asked for reloads: the first worker also takes control of the
  // page (clientsClaim), and that must not reload anything.
  let accepted = false;
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (!accepted || reloaded) return;
    reloaded = true;
    reload();
  });

  const offered = new WeakSet<ServiceWorker>();
  const offer = (worker: ServiceWorker | null) => {
    // With no controller this is the very first install: nothing old to replace.
    if (!worker || !container.controller || offered.has(worker)) return;
    offered.add(worker);
    onUpdate(() => {
      accepted = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };

  const registration = await container.register(url);
  // A version that finished installing before this page loaded is already waiting.
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  return registration;
}
