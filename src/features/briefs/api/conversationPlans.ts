// How brief actions change a project conversation (spec section 4, docs/briefs-model.md).
// Pure: input is the conversation as stored (project dates stay Firestore Timestamps, so the
// lists can be written back unchanged), output is the patch to write.
import {
  PROJECT_CONVERSATIONS,
  PROJECT_MESSAGES,
  conversationIdOf,
} from '@/lib/collections/projectConversations';
import { at, NOW, plus, type PlannedWrite } from './writePlan';

/** A project entry as stored: briefId, briefTitle, isActive, addedAt and maybe completedAt. */
export type StoredProject = Record<string, unknown> & { briefId?: unknown };

/** The stored conversation fields these plans read; anything else is left alone. */
export type StoredConversation = {
  activeProjects?: unknown;
  archivedProjects?: unknown;
};

const projectsOf = (value: unknown): StoredProject[] =>
  Array.isArray(value)
    ? value.filter((p): p is StoredProject => typeof p === 'object' && p !== null)
    : [];

const lists = (conversation: StoredConversation) => ({
  active: projectsOf(conversation.activeProjects),
  archived: projectsOf(conversation.archivedProjects),
});

export const conversationPath = (ownerId: string, userId: string) =>
  `${PROJECT_CONVERSATIONS}/${conversationIdOf(ownerId, userId)}`;

/**
 * Complete: the brief moves from the active to the archived list with `completedAt`; the
 * conversation's type becomes 'archived' when no active project remains. Null when the
 * conversation does not list the brief as active.
 */
export function archiveProjectPatch(
  conversation: StoredConversation,
  briefId: string,
  completedAtMillis: number,
): Record<string, unknown> | null {
  const { active, archived } = lists(conversation);
  const moving = active.filter((p) => p.briefId === briefId);
  if (moving.length === 0) return null;
  const remaining = active.filter((p) => p.briefId !== briefId);
  const archivedNow = moving.map((p) => ({
    ...p,
    isActive: false,
    completedAt: at(completedAtMillis),
  }));
  return {
    activeProjects: remaining,
    archivedProjects: [...archived.filter((p) => p.briefId !== briefId), ...archivedNow],
    ...(remaining.length === 0 ? { type: 'archived' } : {}),
  };
}

// Delete (admin) runs in the deleteBrief Cloud Function: its conversation patch is
// deleteProjectPatch in @shared/briefDeletion.

export type RemovalPlan =
  { kind: 'delete' } | { kind: 'update'; patch: Record<string, unknown> } | { kind: 'not-listed' };

/**
 * Removing an accepted user: the brief leaves the active list; a conversation with nothing
 * left at all (no active, no archived project) is deleted.
 */
export function removeProjectPlan(conversation: StoredConversation, briefId: string): RemovalPlan {
  const { active, archived } = lists(conversation);
  if (!active.some((p) => p.briefId === briefId)) return { kind: 'not-listed' };
  const remaining = active.filter((p) => p.briefId !== briefId);
  if (remaining.length === 0 && archived.length === 0) return { kind: 'delete' };
  return {
    kind: 'update',
    patch: { activeProjects: remaining, ...(remaining.length === 0 ? { type: 'archived' } : {}) },
  };
}

export type Party = { id: string; name: string };

export type ProjectRef = { briefId: string; briefTitle: string };

/**
 * Accepting: a new conversation for the pair, or the existing one with the brief added to its
 * active list (unless already there, then it is only re-activated). The first message is
 * written by `messageWrite` alongside.
 */
export function acceptConversationWrite(options: {
  existing: StoredConversation | null;
  owner: Party;
  user: Party;
  project: ProjectRef;
  message: string;
  nowMillis: number;
}): PlannedWrite {
  const { existing, owner, user, project, message, nowMillis } = options;
  const path = conversationPath(owner.id, user.id);
  const entry = { ...project, isActive: true, addedAt: at(nowMillis) };
  if (existing === null) {
    const participants = [owner.id, user.id].sort();
    return {
      op: 'create',
      path,
      data: {
        conversationId: conversationIdOf(owner.id, user.id),
        participants,
        users: [owner, user].map(({ id, name }) => ({ id, name })),
        activeProjects: [entry],
        archivedProjects: [],
        lastMessage: message,
        lastMessageTime: NOW,
        unreadCounts: { [owner.id]: 0, [user.id]: 1 },
        typing: {},
        createdAt: NOW,
        isActive: true,
        isCompleted: false,
        type: 'active',
      },
    };
  }
  const { active, archived } = lists(existing);
  const listed = active.some((p) => p.briefId === project.briefId);
  return {
    op: 'update',
    path,
    data: {
      ...(listed
        ? {}
        : {
            activeProjects: [...active, entry],
            archivedProjects: archived.filter((p) => p.briefId !== project.briefId),
          }),
      lastMessage: message,
      lastMessageTime: NOW,
      [`unreadCounts.${user.id}`]: plus(1),
      isActive: true,
      isCompleted: false,
      type: 'active',
    },
  };
}

/** A message from the owner into an existing conversation: the message and the summary fields. */
export function messageWrites(options: {
  ownerId: string;
  userId: string;
  messageId: string;
  project: ProjectRef;
  text: string;
  updateConversation: boolean;
}): PlannedWrite[] {
  const { ownerId, userId, messageId, project, text, updateConversation } = options;
  const path = conversationPath(ownerId, userId);
  const writes: PlannedWrite[] = [
    {
      op: 'create',
      path: `${path}/${PROJECT_MESSAGES}/${messageId}`,
      data: {
        text,
        senderId: ownerId,
        timestamp: NOW,
        isRead: false,
        briefId: project.briefId,
        briefTitle: project.briefTitle,
      },
    },
  ];
  if (updateConversation) {
    writes.push({
      op: 'update',
      path,
      data: { lastMessage: text, lastMessageTime: NOW, [`unreadCounts.${userId}`]: plus(1) },
    });
  }
  return writes;
}
