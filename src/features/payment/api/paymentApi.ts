// The spec's payment REST calls (section 7): GET {payment}/initializeCheckoutform?pricingPlan&userId
// and GET {payment}/completeTransaction?token&userId, served by the `payment` Cloud Function
// (functions/src/payment). The caller proves who she is with her Firebase ID token. No React,
// no Redux.
import type { CheckoutStart, PaidPlanId, PaymentResponse, TransactionResult } from '@shared/plans';
import { getEnv } from '@/config/env';
import { appCheckHeaders } from '@/lib/appCheck';
import { appCheck, auth } from '@/lib/firebase';

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

async function get<T>(path: string, params: Record<string, string>): Promise<T> {
  const instance = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) throw new PaymentCallError(401, 'unauthenticated');
  const url = new URL(`${paymentBaseUrl()}/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        Authorization: `Bearer ${await user.getIdToken()}`,
        ...(await appCheckHeaders(await appCheck())),
      },
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

export const initializeCheckoutform = (plan: PaidPlanId, userId: string) =>
  get<CheckoutStart>('initializeCheckoutform', { pricingPlan: plan, userId });

export const completeTransaction = (token: string, userId: string) =>
  get<TransactionResult>('completeTransaction', { token, userId });
