// Bulk seeding without the Cloud Functions' background triggers. A test that writes hundreds of
// documents only to page, count or delete them would otherwise leave the functions emulator a
// backlog of trigger runs (a chat digest per message, a notice per brief) that keeps the
// machine busy through the next test files. The Emulator Hub switches the triggers off and on
// (as @firebase/rules-unit-testing's withFunctionTriggersDisabled does); writes made meanwhile
// never trigger anything, later ones do again.
const hubOrigin = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;

async function hub(action: 'disableBackgroundTriggers' | 'enableBackgroundTriggers') {
  const response = await fetch(`${hubOrigin}/functions/${action}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`emulator hub ${action}: HTTP ${response.status}`);
}

/**
 * Background triggers off (false) or on again (true), for a whole file whose tests need none:
 * off in its beforeAll, on at the end of its afterAll (after its own clean-up).
 */
export const setBackgroundTriggers = (on: boolean) =>
  hub(on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers');

/** Runs `work` with the background triggers off, and always switches them back on. */
export async function withoutTriggers<T>(work: () => Promise<T>): Promise<T> {
  await hub('disableBackgroundTriggers');
  try {
    return await work();
  } finally {
    await hub('enableBackgroundTriggers');
  }
}
