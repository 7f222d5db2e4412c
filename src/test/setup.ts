import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Node-environment tests (scripts) have no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
