import type { AffiliateDoc } from '@/lib/collections/affiliates';
import { formatRate, formatTry } from '@/lib/money';

// How a programme reads on screen: its state on a given day and its commission in words.

/** Türkiye's time is UTC+3 all year (since 2016): its calendar day of an instant. */
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of `millis` in Türkiye. */
export const turkishDay = (millis: number) =>
  new Date(millis + TURKEY_OFFSET_MS).toISOString().slice(0, 10);

export type ProgrammeState = 'upcoming' | 'active' | 'ended';

/** Upcoming before its first day, active through its last day, ended after it. */
export function programmeState(
  programme: Pick<AffiliateDoc, 'startDate' | 'endDate'>,
  today: string,
): ProgrammeState {
  if (today < programme.startDate) return 'upcoming';
  return today > programme.endDate ? 'ended' : 'active';
}

/** The commission as the i18n key and values of `affiliates.commission.*`. */
export function commissionText(
  programme: Pick<AffiliateDoc, 'commissionKind' | 'commissionValue'>,
  language: string,
): { key: string; values: Record<string, string> } {
  return programme.commissionKind === 'rate'
    ? {
        key: 'affiliates.commission.rate',
        values: { rate: formatRate(programme.commissionValue, language) },
      }
    : {
        key: 'affiliates.commission.fixed',
        values: { amount: formatTry(programme.commissionValue, language) },
      };
}

/** A stored day ('YYYY-MM-DD') for people, in the UI language ('15 Ocak 2026'). */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
