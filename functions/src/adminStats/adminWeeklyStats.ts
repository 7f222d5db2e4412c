// adminWeeklyStats({ weeks }) (issue 22): the admins' dashboard on /app/projects. Per Istanbul
// week (Monday first), with aggregate queries only (one count or sum per figure and week, no
// documents read):
// - briefsPublished: briefs whose verifiedAt (the admin's approval) falls in the week;
// - offers: sealed offer copies `bidders/{b}/offers/{uid}` whose updatedAt falls in the week (an
//   offer sent or changed that week; the bidders list itself has no dates);
// - acceptances / completions: timelines `briefs/{b}/collaborations/{u}` with steps.accepted /
//   steps.completed in the week;
// - heldKurus: CollaborationPayments held that week (heldAt), their gross;
// - releasedKurus: CollaborationPayments released that week (releasedAt), the payee's share.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { AggregateField, type Query } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { inPeriod } from '../queries';
import { callableOptions } from '../functionOptions';
import { payload, requireUid, userType } from '../callers';
import {
  ADMIN_STATS_DEFAULT_WEEKS,
  ADMIN_STATS_MAX_WEEKS,
  istanbulWeeks,
  type AdminWeek,
  type AdminWeekStats,
} from '../shared/adminWeeks';

export const ADMIN_STATS_MESSAGES = {
  denied: 'Bu bilgileri yalnızca yöneticiler görebilir.',
  invalid: 'Hafta sayısı 1 ile 26 arasında olmalıdır.',
} as const;

/** `collection`'s documents (a collection group when `group`) whose `field` is in the week. */
const inWeek = (collection: string, group: boolean, field: string, week: AdminWeek) =>
  describedQuery(adminDb(), inPeriod(collection, group, field, week.startMs, week.endMs));

async function countOf(query: Query): Promise<number> {
  const snapshot = await query.count().get();
  return snapshot.data().count;
}

async function sumOf(query: Query, field: string): Promise<number> {
  const snapshot = await query.aggregate({ total: AggregateField.sum(field) }).get();
  return Math.round(Number(snapshot.data().total ?? 0));
}

async function statsOf(week: AdminWeek): Promise<AdminWeekStats> {
  const [briefsPublished, offers, acceptances, completions, heldKurus, releasedKurus] =
    await Promise.all([
      countOf(inWeek('briefs', false, 'verifiedAt', week)),
      countOf(inWeek('offers', true, 'updatedAt', week)),
      countOf(inWeek('collaborations', true, 'steps.accepted', week)),
      countOf(inWeek('collaborations', true, 'steps.completed', week)),
      sumOf(inWeek('CollaborationPayments', false, 'heldAt', week), 'amounts.gross'),
      sumOf(inWeek('CollaborationPayments', false, 'releasedAt', week), 'amounts.payee'),
    ]);
  return {
    weekStart: week.weekStart,
    briefsPublished,
    offers,
    acceptances,
    completions,
    heldKurus,
    releasedKurus,
  };
}

/** The figures of the last `weeks` weeks at `now`, oldest first (the test calls it directly). */
export async function weeklyStats(weeks: number, now: number): Promise<AdminWeekStats[]> {
  return Promise.all(istanbulWeeks(now, weeks).map(statsOf));
}

export const adminWeeklyStats = onCall(
  callableOptions(),
  async (request): Promise<{ weeks: AdminWeekStats[] }> => {
    const uid = requireUid(request);
    if ((await userType(uid)) !== 'admin')
      throw new HttpsError('permission-denied', ADMIN_STATS_MESSAGES.denied);
    const { weeks = ADMIN_STATS_DEFAULT_WEEKS } = payload(request);
    if (
      typeof weeks !== 'number' ||
      !Number.isInteger(weeks) ||
      weeks < 1 ||
      weeks > ADMIN_STATS_MAX_WEEKS
    )
      throw new HttpsError('invalid-argument', ADMIN_STATS_MESSAGES.invalid);
    return { weeks: await weeklyStats(weeks, Date.now()) };
  },
);
