// Calls to the `payment` Cloud Function (functions/src/payment): a GET with the caller's
// Firebase ID token (and App Check), answered `{ status: 'success', data }` or
// `{ status: 'error', message }`. Shared by the subscription pages and the collaboration
// payments of the brief detail. No React, no Redux.
import type { PaymentResponse } from '@shared/plans';
import { getEnv } from '@/config/env';
import { appCheckHeaders } from './appCheck';
import { appCheck, auth } from './firebase';

const FUNCTIONS_REGION = 'europe-west1';

/**
 * `{payment}`: VITE_PAYMENT_BASE_URL when set, else the `payment` function's address (on the
 * emulator `http://127.0.0.1:5001/<project>/<region>/payment`, else cloudfunctions.net).
 */
export function paymentBaseUrlOf(
  explicit: string | undefined,
  useEmulators: boolean,
  projectId: string,
): string {
  if (explicit && /^https?:\/\//.test(explicit)) return explicit.replace(/\/+$/, '');
  return useEmulators
    ? `http://127.0.0.1:5001/${projectId}/${FUNCTIONS_REGION}/payment`
    : `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net/payment`;
}

function paymentBaseUrl(): string {
  const env = getEnv();
  const explicit = (import.meta.env?.VITE_PAYMENT_BASE_URL as string | undefined)?.trim();
  return paymentBaseUrlOf(explicit, env.useEmulators, env.firebase.projectId);
}

/** A failed call: `status` is the HTTP status (0 when no answer came); `message` the server's code. */
export class PaymentCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentCallError';
  }
}

/** One call to `{payment}/<path>` as the signed-in user; throws PaymentCallError. */
async function paymentCall<T>(
  url: URL,
  init: { method: 'GET' | 'POST'; body?: string },
): Promise<T> {
  const instance = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) throw new PaymentCallError(401, 'unauthenticated');
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Authorization: `Bearer ${await user.getIdToken()}`,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(await appCheckHeaders(await appCheck())),
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  } catch (error) {
    throw new PaymentCallError(0, error instanceof Error ? error.message : String(error));
  }
  const body = (await response.json().catch(() => null)) as PaymentResponse<T> | null;
  if (!response.ok || body?.status !== 'success') {
    throw new PaymentCallError(response.status, body?.status === 'error' ? body.message : '');
  }
  return body.data;
}

/** GET `{payment}/<path>?<params>` as the signed-in user; throws PaymentCallError. */
export function paymentGet<T>(path: string, params: Record<string, string>): Promise<T> {
  const url = new URL(`${paymentBaseUrl()}/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return paymentCall<T>(url, { method: 'GET' });
}

/** POST `{payment}/<path>` with a JSON body (the routes that change held money). */
export function paymentPost<T>(path: string, body: Record<string, string>): Promise<T> {
  return paymentCall<T>(new URL(`${paymentBaseUrl()}/${path}`), {
    method: 'POST',
    body: JSON.stringify(body),
  });
}
