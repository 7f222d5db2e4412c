// Web push through Firebase Cloud Messaging's HTTP v1 API (issue 23): one request per device
// token. FCM's answer decides what the caller does with the token: 'sent', 'stale' (the
// browser unsubscribed or the token is malformed: remove it) or a thrown error (anything
// else: the delivery is retried later, the token kept).
import { applicationDefault, getApps, type Credential } from 'firebase-admin/app';

export type PushMessage = { title: string; body: string; link: string; tag: string };

export type PushSender = {
  /** Throws on any failure but a stale token (the caller retries). */
  send(token: string, message: PushMessage): Promise<'sent' | 'stale'>;
};

export const FCM_ENDPOINT = 'https://fcm.googleapis.com';

/** The notification's icon: the app's own (public/icons), shown by public/firebase-messaging-sw.js. */
export const PUSH_ICON = '/icons/icon-192.png';

export type FcmSenderOptions = {
  projectId: string;
  /** An OAuth access token with the firebase.messaging scope. */
  accessToken: () => Promise<string>;
  fetch?: typeof fetch;
  endpoint?: string;
};

/** The v1 `messages:send` body: a notification for the browser, the link and tag as data too. */
export function fcmRequestBody(token: string, message: PushMessage) {
  const { title, body, link, tag } = message;
  return {
    message: {
      token,
      notification: { title, body },
      webpush: {
        fcm_options: { link },
        notification: { tag, icon: PUSH_ICON },
      },
      data: { link, tag },
    },
  };
}

type FcmErrorBody = {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
};

/**
 * Whether FCM's error answer means the token will never work again: 404 NOT_FOUND or the
 * FcmError code UNREGISTERED (the browser dropped the subscription), or a 400
 * INVALID_ARGUMENT about the registration token itself ("The registration token is not a
 * valid FCM registration token", or a field violation on `message.token`). A 400 about
 * anything else (our payload) is our fault and must not cost the user her device.
 */
export function isStaleTokenAnswer(status: number, body: unknown): boolean {
  const error = (body as FcmErrorBody | null)?.error;
  if (!error || typeof error !== 'object') return false;
  const details = Array.isArray(error.details) ? error.details : [];
  const errorCodes = details.map((detail) => detail?.errorCode);
  if (status === 404) return error.status === 'NOT_FOUND' || errorCodes.includes('UNREGISTERED');
  if (status === 400 && error.status === 'INVALID_ARGUMENT') {
    const aboutToken = /registration token/i.test(error.message ?? '');
    const tokenField = details.some((detail) =>
      (detail?.fieldViolations ?? []).some((violation) => violation?.field === 'message.token'),
    );
    return aboutToken || tokenField;
  }
  return false;
}

export function fcmSender(options: FcmSenderOptions): PushSender {
  const endpoint = (options.endpoint ?? FCM_ENDPOINT).replace(/\/+$/, '');
  // Looked up per call, so a test double installed later (nock) is still seen.
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const url = `${endpoint}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
  return {
    async send(token, message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await options.accessToken()}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(fcmRequestBody(token, message)),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) return 'sent';
      const text = await response.text().catch(() => '');
      let body: unknown = null;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON (a proxy's HTML page): an ordinary failure.
      }
      if (isStaleTokenAnswer(response.status, body)) return 'stale';
      const reason = (body as FcmErrorBody | null)?.error?.status ?? response.statusText;
      throw new Error(`FCM send failed: HTTP ${response.status}${reason ? ` ${reason}` : ''}`);
    },
  };
}

/**
 * An access token from a credential, kept until five minutes before it expires (FCM takes
 * the same token for every request; the credential's own cache differs between kinds).
 */
export function cachedAccessToken(
  credential: () => Credential,
  now: () => number = Date.now,
): () => Promise<string> {
  let cached: { value: string; expiresAt: number } | null = null;
  return async () => {
    if (cached && cached.expiresAt - 5 * 60_000 > now()) return cached.value;
    const { access_token: value, expires_in: expiresIn } = await credential().getAccessToken();
    cached = { value, expiresAt: now() + expiresIn * 1000 };
    return value;
  };
}

/**
 * The sender the deployed functions use, or null on the emulators (no FCM there: a push is
 * then 'skipped' in the delivery log). The project comes from the runtime's GCLOUD_PROJECT
 * (GOOGLE_CLOUD_PROJECT on newer runtimes); the token from the Admin SDK app's credential
 * (initializeApp() without options uses the application default credentials, the
 * function's service account, which may send through FCM).
 */
export function pushSenderFromEnv(env: NodeJS.ProcessEnv = process.env): PushSender | null {
  if (env.FUNCTIONS_EMULATOR === 'true') return null;
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) return null;
  return fcmSender({
    projectId,
    accessToken: cachedAccessToken(() => getApps()[0]?.options.credential ?? applicationDefault()),
  });
}
