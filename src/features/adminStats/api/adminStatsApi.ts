import { callFunction } from '@/lib/callFunction';
import type { AdminWeekStats } from '@shared/adminWeeks';

export type { AdminWeekStats } from '@shared/adminWeeks';

/** adminWeeklyStats (functions/src/adminStats): admins only, 1..26 weeks, oldest first. */
export const fetchAdminWeeklyStats = (weeks: number) =>
  callFunction<{ weeks: number }, { weeks: AdminWeekStats[] }>('adminWeeklyStats', { weeks });
