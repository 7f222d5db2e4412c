// Before signing out: let the writes still on their way (an offer or a message sent a moment
// ago) reach the server under the user who made them. Bounded, so an offline sign-out does not
// wait: Firestore keeps those writes for that user and sends them at her next sign-in.
const SETTLE_WAIT_MS = 3000;

export async function settlePendingWrites(): Promise<void> {
  const write = (async () => {
    const { db } = await import('./firebase');
    const { waitForPendingWrites } = await import('firebase/firestore');
    await waitForPendingWrites(await db());
  })();
  const timeout = new Promise<void>((done) => setTimeout(done, SETTLE_WAIT_MS));
  await Promise.race([
    write.catch((error) => console.warn('pending writes not settled', error)),
    timeout,
  ]);
}
