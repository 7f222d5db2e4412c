import { afterEach } from 'vitest';

// Node-environment tests (most logic and every script test) have no window and render nothing:
// they never load Testing Library (react-dom with it), which every file would otherwise pay for.
afterEach(async () => {
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
});
