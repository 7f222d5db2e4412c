import { onRequest } from 'firebase-functions/v2/https';

// Lets the start script, tests and monitoring tell that the functions runtime is up
// and which project it serves, without touching any data.
export const health = onRequest({ region: 'europe-west1' }, (_req, res) => {
  res.json({ ok: true, project: process.env.GCLOUD_PROJECT ?? null });
});
