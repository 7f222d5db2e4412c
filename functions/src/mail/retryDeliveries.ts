// Every 10 minutes, the mails and pushes whose send failed (or whose sender died mid-send) go
// again, with backoff (deliver.ts). Its core, `retryDueDeliveries(db, deps, now)`, is what the
// emulator tests call with a chosen `now`.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb, REGION } from '../admin';
import { secretsFrom } from '../functionOptions';
import { MAIL_SECRET_NAMES, outreachDepsFromEnv, retryDueDeliveries } from './deliver';

export const retryDeliveries = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: REGION,
    timeZone: 'Europe/Istanbul',
    secrets: secretsFrom(process.env, MAIL_SECRET_NAMES),
  },
  async () => {
    const taken = await retryDueDeliveries(adminDb(), outreachDepsFromEnv(), new Date());
    logger.info('retryDeliveries', { taken });
  },
);
