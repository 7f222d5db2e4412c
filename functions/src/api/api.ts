// The `api` HTTP function: the spec's REST calls (section 7), `GET {api}/contacts?search=` and
// `GET {api}/conversations`, and `GET {api}/agencies?search=` (the brief form's agency picker),
// for a caller with a verified Firebase ID token. Answers are
// `{ status: 'success', data }` or `{ status: 'error', message }` (401, 403, 404, 405, 500).
import type { Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { APP_CHECK_HEADER, appCheckAccepts } from '../appCheck';
import { requestOptions } from '../functionOptions';
import {
  API_ERROR_CODES,
  API_MESSAGES,
  SEARCH_MAX_LENGTH,
  type ApiFailure,
  type ApiSuccess,
} from '../shared/apiShapes';
import { AGENCY_LIST_CALLERS, listAgencies } from './agencies';
import { listContacts } from './contacts';
import { listConversations } from './conversations';
import { answerCors } from './answerCors';
import { verifiedUid } from './requestAuth';
import { isAdminDoc } from './userDocs';

const routes = ['contacts', 'conversations', 'agencies'] as const;
type Route = (typeof routes)[number];
const isRoute = (name: string): name is Route => (routes as readonly string[]).includes(name);

const MAX_UID_LENGTH = 128;

/** '/contacts', '/contacts/' and, behind a Hosting rewrite, '/api/contacts'. */
export function routeOf(path: string): Route | null {
  const name = path.replace(/^\/api(?=\/)/, '').replace(/^\/+|\/+$/g, '');
  return isRoute(name) ? name : null;
}

function fail(res: Response, code: number, message: string): void {
  res.status(code).json({ status: 'error', message } satisfies ApiFailure);
}

function succeed<T>(res: Response, data: T): void {
  res.status(200).json({ status: 'success', data } satisfies ApiSuccess<T>);
}

/** One query parameter as text ('' when absent or repeated into an array). */
function queryText(req: Request, name: string): string {
  const value = req.query[name];
  return typeof value === 'string' ? value : '';
}

async function isAdmin(uid: string): Promise<boolean> {
  return isAdminDoc(await adminDb().collection('Users').doc(uid).get());
}

const errorCodes: Record<Route, string> = {
  contacts: API_ERROR_CODES.getContacts,
  conversations: API_ERROR_CODES.getConversations,
  agencies: API_ERROR_CODES.getAgencies,
};

async function mayListAgencies(uid: string): Promise<boolean> {
  const type = (await adminDb().collection('Users').doc(uid).get()).get('type');
  return (AGENCY_LIST_CALLERS as readonly unknown[]).includes(type);
}

export const api = onRequest(requestOptions(), async (req, res) => {
  if (answerCors(req, res)) return;
  // Per user and changing: never cached by a browser or a CDN.
  res.set('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.set('Allow', 'GET, OPTIONS');
    return fail(res, 405, API_MESSAGES.methodNotAllowed);
  }
  const route = routeOf(req.path);
  if (!route) return fail(res, 404, API_MESSAGES.notFound);

  // App Check, when enforced (functionOptions.ts), comes before the ID token: same answer.
  if (!(await appCheckAccepts(req.get(APP_CHECK_HEADER)))) {
    return fail(res, 401, API_MESSAGES.unauthenticated);
  }
  const callerUid = await verifiedUid(req.get('authorization'));
  if (!callerUid) return fail(res, 401, API_MESSAGES.unauthenticated);

  const errorCode = errorCodes[route];
  try {
    if (route === 'agencies') {
      if (!(await mayListAgencies(callerUid))) return fail(res, 403, API_MESSAGES.forbidden);
      const search = queryText(req, 'search').slice(0, SEARCH_MAX_LENGTH);
      return succeed(res, await listAgencies(callerUid, search));
    }
    const callerIsAdmin = await isAdmin(callerUid);
    // `userId`: an admin acting as a user (design.md section 7) sees that user's lists.
    const asUid = queryText(req, 'userId').trim();
    let uid = callerUid;
    let uidIsAdmin = callerIsAdmin;
    if (asUid !== '' && asUid !== callerUid) {
      if (!callerIsAdmin || asUid.length > MAX_UID_LENGTH || asUid.includes('/')) {
        return fail(res, 403, API_MESSAGES.forbidden);
      }
      uid = asUid;
      uidIsAdmin = await isAdmin(asUid);
    }
    if (route === 'contacts') {
      const search = queryText(req, 'search').slice(0, SEARCH_MAX_LENGTH);
      return succeed(res, await listContacts(uid, uidIsAdmin, search));
    }
    return succeed(res, await listConversations(uid));
  } catch (error) {
    logger.error(`api: ${route} failed`, { callerUid, error });
    return fail(res, 500, errorCode);
  }
});
