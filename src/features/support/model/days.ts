// The support desk's message rows: lib/messageDays.ts's day separators with their Turkish label.
import type { SupportMessage } from '@/lib/collections/support';
import { dayLabel } from '@/lib/dates';
import { withDaySeparators as separate } from '@/lib/messageDays';

export { dayLabel };

export type MessageRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: SupportMessage };

/** Messages (oldest first) with a separator before the first message of each day. */
export function withDaySeparators(
  messages: readonly SupportMessage[],
  language: string,
  now: number = Date.now(),
): MessageRow[] {
  return separate(messages, now).map((row) =>
    row.kind === 'day' ? { kind: 'day', key: row.key, label: dayLabel(row.day, language) } : row,
  );
}
