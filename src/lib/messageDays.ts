// Day separators of a chat's message list (project chat, support desk): a separator before the
// first message of each day, and the day's name in the UI language ('23 Kasım 2026').
import { format, startOfDay } from 'date-fns';
import { dateLocale } from './dates';

export type DayRow<M> =
  { kind: 'day'; key: string; day: number } | { kind: 'message'; key: string; message: M };

/** Messages oldest first, with a day row before each day's first; a pending one is today's. */
export function withDaySeparators<M extends { id: string; timestamp: number | null }>(
  messages: readonly M[],
  now: number,
): DayRow<M>[] {
  const rows: DayRow<M>[] = [];
  let lastDay: number | null = null;
  for (const message of messages) {
    const day = startOfDay(message.timestamp ?? now).getTime();
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}`, day });
      lastDay = day;
    }
    rows.push({ kind: 'message', key: message.id, message });
  }
  return rows;
}

/** '23 Kasım 2026' in the UI language (date-fns' locale, lib/dates.ts). */
export function dayLabel(day: number, language: string): string {
  return format(day, 'd MMMM yyyy', { locale: dateLocale(language) });
}
