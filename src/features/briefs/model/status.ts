// The shown status of a brief and what an admin may do with it (spec section 4).
import type { BriefDoc } from '@/lib/collections/briefs';

export type BriefStatus = 'pending' | 'ongoing' | 'completed';
export type BadgeColor = 'warning' | 'primary' | 'success';

type StatusFlags = Pick<BriefDoc, 'isVerified' | 'isCompleted'>;

/** Not verified → pending (Onay Bekliyor), even if a stray isCompleted is set. */
export function briefStatus(brief: StatusFlags): BriefStatus {
  if (!brief.isVerified) return 'pending';
  return brief.isCompleted ? 'completed' : 'ongoing';
}

const badgeColors: Record<BriefStatus, BadgeColor> = {
  pending: 'warning',
  ongoing: 'primary',
  completed: 'success',
};

/** reactstrap `Badge color` and the label key (Onay Bekliyor, Devam Ediyor, Tamamlandı). */
export function statusBadge(status: BriefStatus): { labelKey: string; color: BadgeColor } {
  return { labelKey: `briefs.status.${status}`, color: badgeColors[status] };
}

export type AdminActions = { approve: boolean; complete: boolean; remove: true };

/** Onayla only when unverified; Tamamla only when verified and open; Sil always. */
export function adminActions(brief: StatusFlags): AdminActions {
  return {
    approve: !brief.isVerified,
    complete: brief.isVerified && !brief.isCompleted,
    remove: true,
  };
}
