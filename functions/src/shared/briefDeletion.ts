// Deleting a brief (spec sections 4 and 8): what happens to the project conversations that list
// it, and the Turkish texts of the deleteBrief callable. Plain TypeScript, no imports, so the
// function, the web client and the tests share one copy. `deletedAt` is passed in because each
// side has its own server-time sentinel (firebase-admin's FieldValue, the web SDK's).

export const DELETED_REASON = 'Project deleted by admin';

/** The texts deleteBrief puts in its HttpsError (the first three are the spec's toasts). */
export const BRIEF_DELETION_MESSAGES = {
  notFound: 'Silinecek proje bulunamadı.',
  permissionDenied: 'Bu projeyi silme yetkiniz bulunmamaktadır.',
  failed: 'Proje silinirken bir hata oluştu.',
  invalidBriefId: 'Geçersiz proje kimliği.',
  moneyHeld:
    'Bu projede bekleyen ya da aktarılmış bir iş birliği ödemesi olduğu için proje silinemez.',
} as const;

/** A project entry as stored: briefId, briefTitle, isActive, addedAt and maybe completedAt. */
export type StoredProject = Record<string, unknown> & { briefId?: unknown };

/** The stored conversation fields the patch reads; anything else is left alone. */
export type StoredProjectLists = {
  activeProjects?: unknown;
  archivedProjects?: unknown;
};

const projectsOf = (value: unknown): StoredProject[] =>
  Array.isArray(value)
    ? value.filter((p): p is StoredProject => typeof p === 'object' && p !== null)
    : [];

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The project conversations a brief can be listed in: its owner with each accepted or completed
 * user, as `project-conversations` ids (both uids sorted, joined by '_').
 */
export function briefConversationIds(brief: Record<string, unknown>): string[] {
  const owner = String(brief.briefOwnerUserId ?? brief.briefSenderId ?? '');
  const users = new Set([...strings(brief.acceptedUsers), ...strings(brief.completedUsers)]);
  users.delete(owner);
  return owner ? [...users].map((user) => [owner, user].sort().join('_')) : [];
}

/**
 * Delete (admin): the brief is stripped from both lists. A conversation left with no active
 * project is archived as deleted (isActive false, isCompleted true, isDeleted true); one that
 * still has other active projects only loses this brief. Null when the brief is not listed, so
 * running it again after a partial failure changes nothing.
 */
export function deleteProjectPatch(
  conversation: StoredProjectLists,
  briefId: string,
  deletedAt: unknown,
): Record<string, unknown> | null {
  const active = projectsOf(conversation.activeProjects);
  const archived = projectsOf(conversation.archivedProjects);
  if (![...active, ...archived].some((p) => p.briefId === briefId)) return null;
  const remaining = active.filter((p) => p.briefId !== briefId);
  const patch: Record<string, unknown> = {
    activeProjects: remaining,
    archivedProjects: archived.filter((p) => p.briefId !== briefId),
  };
  if (remaining.length > 0) return patch;
  return {
    ...patch,
    type: 'archived',
    isActive: false,
    isCompleted: true,
    isDeleted: true,
    deletedAt,
    deletedReason: DELETED_REASON,
  };
}
