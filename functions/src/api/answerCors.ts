// The CORS answer of the app's HTTP functions (`api`, `payment`): the app's own origins only
// (cors.ts), GET (and for `payment`'s state changes POST) with a bearer token (and an App Check token); a preflight is answered here.
import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { APP_CHECK_HEADER } from '../appCheck';
import { allowedOrigin, corsSettingsFrom } from './cors';

/** Sets the CORS headers; true when the request was a preflight, now answered. */
export function answerCors(req: Request, res: Response, methods = 'GET, OPTIONS'): boolean {
  const origin = allowedOrigin(req.get('origin'), corsSettingsFrom(process.env));
  res.set('Vary', 'Origin');
  if (origin) {
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Access-Control-Allow-Methods', methods);
    res.set('Access-Control-Allow-Headers', `Authorization, Content-Type, ${APP_CHECK_HEADER}`);
    res.set('Access-Control-Max-Age', '3600');
  }
  if (req.method !== 'OPTIONS') return false;
  res.status(204).end();
  return true;
}
