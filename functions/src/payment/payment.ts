// The `payment` HTTP function (spec section 7: GET {payment}/initializeCheckoutform?pricingPlan&userId
// and GET {payment}/completeTransaction?token&userId; design.md section 12). Both need the
// caller's verified Firebase ID token and the caller must be `userId`. Answers are
// `{ status: 'success', data }` or `{ status: 'error', message }` like the `api` function.
// Issue 20: GET {payment}/initializeCollaborationCheckout?briefId&influencerId&userId, the brief
// owner paying an accepted collaboration (payment/collaborationPayments.ts).
// POST {payment}/disputeCollaboration {briefId, influencerId, reason} (the payer),
// POST {payment}/cancelCollaboration {briefId, influencerId} (the payer or the payee, before the
// delivery) and POST {payment}/resolveDispute {paymentId, decision} (admins): the held money's
// settlement (payment/collaborationDisputes.ts); they answer `{ status: 'success', data: null }`.
// Also: POST {payment}/callback (the provider's hosted page sends the token; completes, then
// redirects to the app's /app/completeTransaction, or to the brief for a collaboration) and, with the local provider only,
// {payment}/localCheckout (the hosted card page).
import type { Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { REGION } from '../admin';
import { APP_CHECK_HEADER, appCheckAccepts } from '../appCheck';
import { SECRET_NAMES, requestOptions } from '../functionOptions';
import { answerCors } from '../api/answerCors';
import { allowedOrigin, corsSettingsFrom } from '../api/cors';
import { verifiedUid } from '../api/requestAuth';
import { iyzicoConfigFrom, iyzicoProvider } from './iyzicoProvider';
import { localCheckoutPage, localProvider, submitLocalCheckout } from './localProvider';
import {
  PAYMENT_MESSAGES,
  isPaidPlanId,
  type PaymentFailure,
  type PaymentSuccess,
} from '../shared/plans';
import { providerNameFrom, type CheckoutProvider } from './provider';
import { PaymentError, completeTransaction, initializeCheckout } from './transactions';
import { userType } from '../callers';
import {
  cancelCollaboration,
  disputeCollaboration,
  isDisputeDecision,
  resolveDispute,
} from './collaborationDisputes';
import {
  collaborationPaymentOfToken,
  completeCollaborationCheckout,
  startCollaborationCheckout,
} from './collaborationPayments';

/** The app's routes that change held money: POST with a JSON body. */
const POST_ROUTES = ['disputeCollaboration', 'cancelCollaboration', 'resolveDispute'] as const;
type PostRoute = (typeof POST_ROUTES)[number];
type Route =
  | 'initializeCheckoutform'
  | 'completeTransaction'
  | 'initializeCollaborationCheckout'
  | 'callback'
  | 'localCheckout'
  | PostRoute;
const ROUTES: readonly Route[] = [
  'initializeCheckoutform',
  'completeTransaction',
  'initializeCollaborationCheckout',
  'callback',
  'localCheckout',
  ...POST_ROUTES,
];
const isPostRoute = (route: Route): route is PostRoute =>
  (POST_ROUTES as readonly string[]).includes(route);

export function paymentRouteOf(path: string): Route | null {
  const name = path.replace(/^\/payment(?=\/)/, '').replace(/^\/+|\/+$/g, '');
  return (ROUTES as readonly string[]).includes(name) ? (name as Route) : null;
}

/** PAYMENT_BASE_URL, else this function's own address (emulator or cloudfunctions.net). */
export function paymentBaseUrlFrom(env: Record<string, string | undefined>): string {
  const explicit = env.PAYMENT_BASE_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  const project = env.GCLOUD_PROJECT ?? 'demo-influencer';
  return env.FUNCTIONS_EMULATOR === 'true'
    ? `http://127.0.0.1:5001/${project}/${REGION}/payment`
    : `https://${REGION}-${project}.cloudfunctions.net/payment`;
}

/** Where the browser goes back to: the caller's own (allowed) origin, else APP_URL, else Hosting. */
export function appOriginFrom(
  origin: string | undefined,
  env: Record<string, string | undefined>,
): string {
  const allowed = allowedOrigin(origin, corsSettingsFrom(env));
  if (allowed) return allowed;
  const configured = env.APP_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  return env.FUNCTIONS_EMULATOR === 'true'
    ? 'http://127.0.0.1:5173'
    : `https://${env.GCLOUD_PROJECT ?? ''}.web.app`;
}

export function providerFrom(env: Record<string, string | undefined>): CheckoutProvider {
  if (providerNameFrom(env) === 'local') return localProvider(paymentBaseUrlFrom(env));
  const config = iyzicoConfigFrom(env);
  if (!config)
    throw new Error(
      'iyzico is not configured (IYZIPAY_API_KEY, IYZIPAY_SECRET_KEY, IYZIPAY_BASE_URL)',
    );
  return iyzicoProvider(config);
}

function fail(res: Response, code: number, message: string): void {
  res.status(code).json({ status: 'error', message } satisfies PaymentFailure);
}

function succeed<T>(res: Response, data: T): void {
  res.status(200).json({ status: 'success', data } satisfies PaymentSuccess<T>);
}

function queryText(req: Request, name: string): string {
  const value = req.query[name];
  return typeof value === 'string' ? value.trim() : '';
}

function bodyText(req: Request, name: string): string {
  const body = req.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === 'string' ? value.trim() : '';
}

function sendError(res: Response, error: unknown, route: Route): void {
  if (error instanceof PaymentError) return fail(res, error.httpStatus, error.message);
  logger.error(`payment: ${route} failed`, { error });
  return fail(res, 500, PAYMENT_MESSAGES.internal);
}

/** A held-money route, for the verified caller `callerUid`. */
async function settleRoute(
  route: PostRoute,
  req: Request,
  callerUid: string,
  env: Record<string, string | undefined>,
): Promise<void> {
  const ip = req.ip ?? '127.0.0.1';
  const briefId = bodyText(req, 'briefId');
  const payeeId = bodyText(req, 'influencerId');
  if (route === 'disputeCollaboration') {
    const reason = bodyText(req, 'reason');
    return disputeCollaboration({ callerUid, briefId, payeeId, reason });
  }
  if (route === 'cancelCollaboration') {
    return cancelCollaboration(providerFrom(env), { callerUid, briefId, payeeId, ip });
  }
  if ((await userType(callerUid)) !== 'admin') {
    throw new PaymentError(403, PAYMENT_MESSAGES.forbidden);
  }
  const decision = bodyText(req, 'decision');
  if (!isDisputeDecision(decision)) throw new PaymentError(400, PAYMENT_MESSAGES.notFound);
  return resolveDispute(providerFrom(env), {
    paymentId: bodyText(req, 'paymentId'),
    decision,
    ip,
  });
}

export const payment = onRequest(requestOptions(SECRET_NAMES.payment), async (req, res) => {
  if (answerCors(req, res, 'GET, POST, OPTIONS')) return;
  res.set('Cache-Control', 'private, no-store');
  const route = paymentRouteOf(req.path);
  if (!route) return fail(res, 404, PAYMENT_MESSAGES.notFound);
  const env = process.env;

  if (route === 'localCheckout') {
    if (providerNameFrom(env) !== 'local') return fail(res, 404, PAYMENT_MESSAGES.notFound);
    const page =
      req.method === 'POST'
        ? await submitLocalCheckout(bodyText(req, 'token'), bodyText(req, 'cardNumber'))
        : await localCheckoutPage(queryText(req, 'token'), paymentBaseUrlFrom(env));
    res.status(page.status).type('html').send(page.html);
    return;
  }

  if (route === 'callback') {
    if (req.method !== 'POST') return fail(res, 405, PAYMENT_MESSAGES.methodNotAllowed);
    const token = bodyText(req, 'token');
    try {
      // A collaboration's checkout goes back to its brief; a subscription's to its result page.
      const collaboration = await collaborationPaymentOfToken(token);
      if (collaboration) {
        const settled = await completeCollaborationCheckout(
          providerFrom(env),
          collaboration,
          token,
        );
        const target = new URL('/app/briefDetail', settled.appOrigin);
        target.searchParams.set('briefId', settled.briefId);
        res.redirect(303, target.toString());
        return;
      }
      const done = await completeTransaction(providerFrom(env), token, null);
      const target = new URL('/app/completeTransaction', done.appOrigin);
      target.searchParams.set('token', token);
      target.searchParams.set('userId', done.userId);
      res.redirect(303, target.toString());
    } catch (error) {
      sendError(res, error, route);
    }
    return;
  }

  const method = isPostRoute(route) ? 'POST' : 'GET';
  if (req.method !== method) {
    res.set('Allow', `${method}, OPTIONS`);
    return fail(res, 405, PAYMENT_MESSAGES.methodNotAllowed);
  }
  // The app's routes only: the provider's callback and the local card page are no app calls.
  if (!(await appCheckAccepts(req.get(APP_CHECK_HEADER)))) {
    return fail(res, 401, PAYMENT_MESSAGES.unauthenticated);
  }
  const callerUid = await verifiedUid(req.get('authorization'));
  if (!callerUid) return fail(res, 401, PAYMENT_MESSAGES.unauthenticated);
  const userId = queryText(req, 'userId') || callerUid;
  if (userId !== callerUid) return fail(res, 403, PAYMENT_MESSAGES.forbidden);

  try {
    if (isPostRoute(route)) {
      await settleRoute(route, req, callerUid, env);
      return succeed(res, null);
    }
    if (route === 'initializeCollaborationCheckout') {
      const started = await startCollaborationCheckout(providerFrom(env), {
        callerUid,
        briefId: queryText(req, 'briefId'),
        payeeId: queryText(req, 'influencerId'),
        ip: req.ip ?? '127.0.0.1',
        callbackUrl: `${paymentBaseUrlFrom(env)}/callback`,
        appOrigin: appOriginFrom(req.get('origin'), env),
      });
      return succeed(res, started);
    }
    if (route === 'initializeCheckoutform') {
      const plan = queryText(req, 'pricingPlan');
      if (!isPaidPlanId(plan)) return fail(res, 400, PAYMENT_MESSAGES.invalidPlan);
      const started = await initializeCheckout(providerFrom(env), {
        userId,
        plan,
        ip: req.ip ?? '127.0.0.1',
        callbackUrl: `${paymentBaseUrlFrom(env)}/callback`,
        appOrigin: appOriginFrom(req.get('origin'), env),
      });
      return succeed(res, started);
    }
    const token = queryText(req, 'token');
    const done = await completeTransaction(providerFrom(env), token, userId);
    return succeed(res, done.result);
  } catch (error) {
    return sendError(res, error, route);
  }
});
