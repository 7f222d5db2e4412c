import { describe, expect, it, vi } from 'vitest';
import {
  watchServiceWorker,
  type ApplyUpdate,
  type WorkerContainer,
} from '../serviceWorkerUpdates';

// Stand-ins for the browser's service worker objects: real EventTargets, so the module's
// listeners run as they would in Chromium.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  /** The browser found a newer /sw.js and starts installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function setUp({
  controlled,
  waiting = null,
}: {
  controlled: boolean;
  waiting?: FakeWorker | null;
}) {
  const registration = new FakeRegistration();
  registration.waiting = waiting;
  const target = new EventTarget();
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
    addEventListener: target.addEventListener.bind(target),
  } as unknown as WorkerContainer & { controller: ServiceWorker | null };
  const updates: ApplyUpdate[] = [];
  const reload = vi.fn();
  const started = watchServiceWorker({ container, onUpdate: (a) => updates.push(a), reload });
  const takeOver = () => target.dispatchEvent(new Event('controllerchange'));
  return { registration, container, updates, reload, started, takeOver };
}

describe('watchServiceWorker', () => {
  it('registers /sw.js', async () => {
    const { container, started } = setUp({ controlled: false });
    await started;
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('offers nothing on the very first install, and its take-over reloads nothing', async () => {
    const { registration, updates, reload, started, takeOver, container } = setUp({
      controlled: false,
    });
    await started;
    const first = new FakeWorker();
    registration.found(first);
    first.install();
    // clientsClaim: the first worker takes the page.
    container.controller = first as unknown as ServiceWorker;
    takeOver();
    expect(updates).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a newer version once it is installed, and switches only when asked', async () => {
    const { registration, updates, reload, started, takeOver } = setUp({ controlled: true });
    await started;
    const next = new FakeWorker();
    registration.found(next);
    expect(updates).toHaveLength(0); // still installing
    next.install();
    expect(updates).toHaveLength(1);
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    updates[0]!();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled(); // not before the new worker has taken over
    takeOver();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page loaded, once', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const { updates, started, registration } = setUp({ controlled: true, waiting });
    await started;
    expect(updates).toHaveLength(1);
    registration.found(waiting);
    waiting.install();
    expect(updates).toHaveLength(1);
    updates[0]!();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('does not reload when another tab switched versions and this one never asked', async () => {
    const { registration, updates, reload, started, takeOver } = setUp({ controlled: true });
    await started;
    const next = new FakeWorker();
    registration.found(next);
    next.install();
    expect(updates).toHaveLength(1);
    takeOver();
    expect(reload).not.toHaveBeenCalled();
  });
});
