// Day separators of a chat's message list (project chat, support desk): a separator before the
// first message of each day (their labels: dayLabel in lib/dates.ts). No date library here: the
// chat model that imports this runs on the first /app screen (the unread badge).

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
    const day = new Date(message.timestamp ?? now).setHours(0, 0, 0, 0);
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}`, day });
      lastDay = day;
    }
    rows.push({ kind: 'message', key: message.id, message });
  }
  return rows;
}
