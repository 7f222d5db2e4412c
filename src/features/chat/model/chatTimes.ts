// How the chat shows times and names: 'HH:mm' today, 'Dün' yesterday, a date before; day
// separators 'Bugün' / 'Dün' / '12 Kasım 2026' in the UI language.
import { format, isSameDay, subDays } from 'date-fns';
import type { TFunction } from 'i18next';
import { dayLabel as fullDayLabel } from '@/lib/dates';

export function listTime(millis: number, now: number, t: TFunction): string {
  if (isSameDay(millis, now)) return format(millis, 'HH:mm');
  if (isSameDay(millis, subDays(now, 1))) return t('chat.thread.yesterday');
  return format(millis, 'dd.MM.yyyy');
}

export function dayLabel(day: number, now: number, language: string, t: TFunction): string {
  if (isSameDay(day, now)) return t('chat.thread.today');
  if (isSameDay(day, subDays(now, 1))) return t('chat.thread.yesterday');
  return fullDayLabel(day, language);
}

export const messageTime = (millis: number | null) =>
  millis === null ? '' : format(millis, 'HH:mm');

/** 'Ayşe Yılmaz' → 'AY'; Turkish upper case. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts.at(-1)!] : parts;
  return letters.map((part) => part.charAt(0).toLocaleUpperCase('tr-TR')).join('') || '?';
}
