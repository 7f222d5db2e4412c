// The scheduled mail functions on the emulators (issue 23). firebase-tools runs scheduled
// functions only with a Pub/Sub emulator, which is a download, so `npm start` runs their cores
// itself once a minute against the running emulators: the chat digests that are due (a message
// unread for 15 minutes) and the deliveries waiting for a retry. The same code the deployed
// `sendChatDigests` and `retryDeliveries` run; mails go to the local catcher.
//
//   npx tsx scripts/localScheduler.ts        (scripts/start.ts starts it)
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-influencer';
// The functions' own defaults for the emulators: SMTP to the catcher, no push, a fixed secret.
process.env.FUNCTIONS_EMULATOR ??= 'true';

const EVERY_MS = 60_000;

async function main() {
  const { adminDb } = await import('../functions/src/admin');
  const { outreachDepsFromEnv, retryDueDeliveries } = await import('../functions/src/mail/deliver');
  const { sendDueDigests } = await import('../functions/src/outreach/chatDigest');
  const db = adminDb();
  const deps = outreachDepsFromEnv();
  const tick = async () => {
    const now = new Date();
    try {
      const digests = await sendDueDigests(db, deps, now);
      const retried = await retryDueDeliveries(db, deps, now);
      if (digests + retried > 0) {
        console.log(`[scheduler] ${digests} chat digest(s) mailed, ${retried} retried`);
      }
    } catch (error) {
      console.warn('[scheduler] a run failed; trying again in a minute', error);
    }
  };
  await tick();
  setInterval(() => void tick(), EVERY_MS);
}

void main();
