// Where the `unsubscribe` HTTP function answers: the functions emulator's address, or the
// deployed function's, unless UNSUBSCRIBE_URL names another (a Hosting rewrite, say).
import { REGION } from '../admin';

export function unsubscribeUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.UNSUBSCRIBE_URL?.trim();
  if (configured) return configured;
  const project = env.GCLOUD_PROJECT?.trim() ?? '';
  return env.FUNCTIONS_EMULATOR === 'true'
    ? `http://127.0.0.1:5001/${project}/${REGION}/unsubscribe`
    : `https://${REGION}-${project}.cloudfunctions.net/unsubscribe`;
}
