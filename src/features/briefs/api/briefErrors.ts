// Failures of brief, offer and project actions as the spec's Turkish messages (i18n keys,
// spec section 8). Pure: the api throws, the pages turn what it threw into a toast.
import { errorCode, isNetworkError } from '@/lib/errors';

export type BriefErrorCode =
  | 'not-found'
  | 'failed-precondition'
  | 'invalid-argument'
  /** Accepting without a userIds list of at least two ids (spec section 5). */
  | 'missing-user-data'
  /** Accepting with no id other than the owner's. */
  | 'missing-accepted-user';

/** A refusal found by the api itself before anything was written; `.code` like FirebaseError. */
export class BriefApiError extends Error {
  readonly code: BriefErrorCode;
  constructor(code: BriefErrorCode, detail?: string) {
    super(detail ? `briefs/${code}: ${detail}` : `briefs/${code}`);
    this.name = 'BriefApiError';
    this.code = code;
  }
}

export type ProjectAction = 'approve' | 'complete' | 'delete';

const successKeys: Record<ProjectAction, string> = {
  approve: 'briefs.toasts.approved',
  complete: 'briefs.toasts.completed',
  delete: 'briefs.toasts.removed',
};

const failureKeys: Record<ProjectAction, string> = {
  approve: 'briefs.toasts.approveFailed',
  complete: 'briefs.toasts.completeFailed',
  delete: 'briefs.toasts.removeFailed',
};

/**
 * The toast for an admin project action (spec section 8, "Project actions"): its success text
 * when `error` is undefined, otherwise the failure text. Delete has its own texts for a missing
 * brief, a refusal and an unreachable backend (the spec gives those three only for delete).
 */
export function projectActionMessage(action: ProjectAction, error?: unknown): string {
  if (error === undefined) return successKeys[action];
  if (action !== 'delete') return failureKeys[action];
  const code = errorCode(error);
  if (code === 'not-found') return 'briefs.toasts.removeNotFound';
  if (code === 'permission-denied') return 'briefs.toasts.removeDenied';
  // Issue 20: a collaboration's money is held or paid out (deleteBrief refuses).
  if (code === 'failed-precondition') return 'briefs.toasts.removeMoneyHeld';
  if (isNetworkError(error)) return 'briefs.toasts.removeUnavailable';
  return failureKeys.delete;
}

export type OwnerAction = 'accept' | 'remove' | 'decline' | 'complete';

/** The failure toast of an owner action on a bidder (spec section 8, "Brief, offers and users"). */
export function ownerActionErrorKey(action: OwnerAction, error: unknown): string {
  const code = errorCode(error);
  if (code === 'missing-user-data') return 'briefs.errors.missingUserData';
  if (code === 'missing-accepted-user') return 'briefs.errors.missingAcceptedUserId';
  // Spec section 8, "Brief complete failure": the owner's Tamamla on a user.
  if (action === 'complete') return 'briefs.errors.complete';
  return action === 'accept' ? 'briefs.errors.selectInfluencer' : 'briefs.errors.selectUser';
}

/** The success toast of an owner action on a bidder. */
export const ownerActionSuccessKey: Record<OwnerAction, string> = {
  accept: 'briefs.offers.influencerSelected',
  remove: 'briefDetail.bidders.removedToast',
  decline: 'briefDetail.bidders.declinedToast',
  complete: 'briefDetail.bidders.completedToast',
};
