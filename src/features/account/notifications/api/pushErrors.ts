import type { PushProblem } from '../model/notificationSettings';

// What a failed try to switch push on shows, chosen once here (docs/data-layer.md). No
// Firebase import: the thunks import this statically.

/** Thrown by api/pushDevice.ts when this browser cannot receive web push. */
export class PushUnsupportedError extends Error {
  constructor() {
    super('web push is not supported in this browser');
    this.name = 'PushUnsupportedError';
  }
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

export function pushProblemOf(error: unknown): PushProblem {
  if (error instanceof PushUnsupportedError) return 'unsupported';
  const code = codeOf(error);
  // firebase/messaging's getToken asks for the permission itself when it was not given.
  if (code === 'messaging/permission-blocked') return 'denied';
  if (code === 'messaging/permission-default') return 'dismissed';
  if (code === 'messaging/unsupported-browser') return 'unsupported';
  return 'failed';
}
