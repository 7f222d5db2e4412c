import { arrayRemove, arrayUnion, increment, serverTimestamp, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { conversationPathsOf } from '../api/briefActions';
import {
  BriefApiError,
  ownerActionErrorKey,
  projectActionMessage,
  type ProjectAction,
} from '../api/briefErrors';
import {
  acceptedUserOf,
  managedBriefOf,
  planAccept,
  planCompleteUser,
  planDecline,
  planRemoveAccepted,
  withSelection,
  type ManagedBrief,
} from '../api/briefWrites';
import { deleteProjectPatch, DELETED_REASON } from '@shared/briefDeletion';
import { archiveProjectPatch, removeProjectPlan } from '../api/conversationPlans';
import { projectAcceptedNotificationWrites } from '../api/acceptNotification';
import { at, NOW, plus, remove, toFieldValue, union } from '../api/writePlan';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

describe('projectActionMessage', () => {
  it.each<[ProjectAction, string]>([
    ['approve', 'briefs.toasts.approved'],
    ['complete', 'briefs.toasts.completed'],
    ['delete', 'briefs.toasts.removed'],
  ])('%s succeeded → %s', (action, key) => {
    expect(projectActionMessage(action)).toBe(key);
  });

  it.each<[string, unknown, string]>([
    ['a missing brief', new BriefApiError('not-found'), 'briefs.toasts.removeNotFound'],
    ['a FirebaseError not-found', firebaseError('not-found'), 'briefs.toasts.removeNotFound'],
    ['a refusal', firebaseError('permission-denied'), 'briefs.toasts.removeDenied'],
    [
      'a prefixed refusal',
      firebaseError('firestore/permission-denied'),
      'briefs.toasts.removeDenied',
    ],
    ['an unreachable backend', firebaseError('unavailable'), 'briefs.toasts.removeUnavailable'],
    [
      'a network message',
      new Error('Failed to get document because the client is offline.'),
      'briefs.toasts.removeUnavailable',
    ],
    ['anything else', firebaseError('internal'), 'briefs.toasts.removeFailed'],
  ])('delete failed with %s', (_why, error, key) => {
    expect(projectActionMessage('delete', error)).toBe(key);
  });

  it('approve and complete have one failure text each, whatever the cause', () => {
    for (const error of [
      firebaseError('permission-denied'),
      firebaseError('unavailable'),
      new BriefApiError('failed-precondition'),
    ]) {
      expect(projectActionMessage('approve', error)).toBe('briefs.toasts.approveFailed');
      expect(projectActionMessage('complete', error)).toBe('briefs.toasts.completeFailed');
    }
  });
});

describe('ownerActionErrorKey', () => {
  it('names the missing data of an accept', () => {
    expect(ownerActionErrorKey('accept', new BriefApiError('missing-user-data'))).toBe(
      'briefs.errors.missingUserData',
    );
    expect(ownerActionErrorKey('accept', new BriefApiError('missing-accepted-user'))).toBe(
      'briefs.errors.missingAcceptedUserId',
    );
  });

  it('accept failures are the influencer selection error, remove and decline the user selection error', () => {
    const denied = firebaseError('permission-denied');
    expect(ownerActionErrorKey('accept', denied)).toBe('briefs.errors.selectInfluencer');
    expect(ownerActionErrorKey('remove', denied)).toBe('briefs.errors.selectUser');
    expect(ownerActionErrorKey('decline', denied)).toBe('briefs.errors.selectUser');
  });

  it("a failed Tamamla on a user is the spec's brief complete failure", () => {
    expect(ownerActionErrorKey('complete', firebaseError('permission-denied'))).toBe(
      'briefs.errors.complete',
    );
  });
});

describe('acceptedUserOf (spec section 5: at least two ids, one not the owner)', () => {
  it('returns the id that is not the owner', () => {
    expect(acceptedUserOf('owner', ['owner', 'inf'])).toBe('inf');
    expect(acceptedUserOf('owner', ['inf', 'owner'])).toBe('inf');
  });

  it.each<[string, unknown[]]>([
    ['one id', ['owner']],
    ['an empty list', []],
    ['a blank second id', ['owner', '  ']],
    ['a non-string id', ['owner', 42]],
  ])('refuses %s as missing user data', (_why, ids) => {
    expect(() => acceptedUserOf('owner', ids)).toThrow(
      expect.objectContaining({ code: 'missing-user-data' }),
    );
  });

  it('refuses a list without an id other than the owner', () => {
    expect(() => acceptedUserOf('owner', ['owner', 'owner'])).toThrow(
      expect.objectContaining({ code: 'missing-accepted-user' }),
    );
  });

  it('refuses a missing owner', () => {
    expect(() => acceptedUserOf('', ['a', 'b'])).toThrow(
      expect.objectContaining({ code: 'missing-user-data' }),
    );
  });
});

const added = Timestamp.fromMillis(1_000);

const brief = (overrides: Partial<ManagedBrief> = {}): ManagedBrief => ({
  id: 'b1',
  title: 'Yaz kampanyası',
  ownerId: 'owner',
  ownerName: 'Acme',
  ownerImage: 'https://img.example.com/acme.png',
  isVerified: true,
  isCompleted: false,
  bidderIds: ['inf', 'other'],
  acceptedUsers: [],
  completedUsers: [],
  declinedUser: [],
  disclosure: [{ platform: 'instagram', kind: 'reklam' }],
  ...overrides,
});

const bids = [
  { bidderId: 'inf', bidderName: 'Ayşe Yılmaz', price: 5000, influencerEarnings: 4000 },
  { bidderId: 'other', bidderName: 'Can', price: 0, influencerEarnings: 0 },
];

describe('planAccept', () => {
  const ids = { messageId: 'm1', notificationId: 'n1' };

  it('creates the conversation, the first message and the notification with count + 1', () => {
    const plan = planAccept({
      brief: brief(),
      userId: 'inf',
      storedBidders: bids,
      conversation: null,
      ids,
      nowMillis: 5_000,
    });
    const text =
      'Merhaba Ayşe Yılmaz, "Yaz kampanyası" projesi için teklifinizi kabul ettik. Detayları buradan konuşabiliriz.' +
      ' Reklam bildirimi: Instagram paylaşımınızın başına #reklam ekleyin.' +
      ' Reklam Kurulu’nun sosyal medya etkileyicileri kılavuzu gereği paylaşımın reklam olduğu ilk bakışta anlaşılmalıdır.';
    expect(plan).toEqual([
      { op: 'update', path: 'briefs/b1', data: { acceptedUsers: union('inf') } },
      {
        op: 'update',
        path: 'bidders/b1',
        data: { bidders: [{ ...bids[0], selectedUserId: 'inf' }, bids[1]], lastUpdated: NOW },
      },
      {
        op: 'create',
        path: 'project-conversations/inf_owner',
        data: {
          conversationId: 'inf_owner',
          participants: ['inf', 'owner'],
          users: [
            { id: 'owner', name: 'Acme' },
            { id: 'inf', name: 'Ayşe Yılmaz' },
          ],
          activeProjects: [
            { briefId: 'b1', briefTitle: 'Yaz kampanyası', isActive: true, addedAt: at(5_000) },
          ],
          archivedProjects: [],
          lastMessage: text,
          lastMessageTime: NOW,
          unreadCounts: { owner: 0, inf: 1 },
          typing: {},
          createdAt: NOW,
          isActive: true,
          isCompleted: false,
          type: 'active',
        },
      },
      {
        op: 'create',
        path: 'project-conversations/inf_owner/messages/m1',
        data: {
          text,
          senderId: 'owner',
          timestamp: NOW,
          isRead: false,
          briefId: 'b1',
          briefTitle: 'Yaz kampanyası',
        },
      },
      {
        op: 'create',
        path: 'Users/inf/Notifications/n1',
        data: {
          type: 'projectAccepted',
          message:
            'Tebrikler! Acme, "Yaz kampanyası" projesi için teklifinizi kabul etti. Paylaşımınızda #reklam kullanmayı unutmayın.',
          id: 'n1',
          isRead: false,
          image: 'https://img.example.com/acme.png',
          timestamp: NOW,
          path: '/app/briefDetail?briefId=b1',
          emailData: {
            subject: 'Teklifiniz kabul edildi',
            name: 'Ayşe Yılmaz',
            briefId: 'b1',
            briefTitle: 'Yaz kampanyası',
          },
        },
      },
      {
        op: 'update',
        path: 'Users/inf',
        data: { notificationCount: plus(1), lastNotificationId: 'n1' },
      },
    ]);
  });

  it('extends an existing conversation: adds the project, bumps the unread count', () => {
    const conversation = {
      activeProjects: [{ briefId: 'b0', briefTitle: 'Eski', isActive: true, addedAt: added }],
      archivedProjects: [],
    };
    const plan = planAccept({
      brief: brief(),
      userId: 'inf',
      storedBidders: bids,
      conversation,
      ids,
      nowMillis: 5_000,
    });
    expect(plan[2]).toEqual({
      op: 'update',
      path: 'project-conversations/inf_owner',
      data: {
        activeProjects: [
          conversation.activeProjects[0],
          { briefId: 'b1', briefTitle: 'Yaz kampanyası', isActive: true, addedAt: at(5_000) },
        ],
        archivedProjects: [],
        lastMessage: expect.stringContaining('Yaz kampanyası'),
        lastMessageTime: NOW,
        'unreadCounts.inf': plus(1),
        isActive: true,
        isCompleted: false,
        type: 'active',
      },
    });
  });

  it('does not list the project twice when it is already active', () => {
    const conversation = {
      activeProjects: [
        { briefId: 'b1', briefTitle: 'Yaz kampanyası', isActive: true, addedAt: added },
      ],
      archivedProjects: [],
    };
    const plan = planAccept({
      brief: brief(),
      userId: 'inf',
      storedBidders: bids,
      conversation,
      ids,
      nowMillis: 5_000,
    });
    expect(plan[2]!.op).toBe('update');
    expect(plan[2]).not.toHaveProperty('data.activeProjects');
  });

  it.each<[string, Partial<ManagedBrief>, string]>([
    ['a user who made no offer', { bidderIds: ['other'] }, 'failed-precondition'],
    ['a user already accepted', { acceptedUsers: ['inf'] }, 'failed-precondition'],
    ['an unverified brief', { isVerified: false }, 'failed-precondition'],
    ['a completed brief', { isCompleted: true }, 'failed-precondition'],
  ])('refuses %s', (_why, overrides, code) => {
    expect(() =>
      planAccept({
        brief: brief(overrides),
        userId: 'inf',
        storedBidders: bids,
        conversation: null,
        ids,
        nowMillis: 1,
      }),
    ).toThrow(expect.objectContaining({ code }));
  });

  it('refuses accepting the owner', () => {
    expect(() =>
      planAccept({
        brief: brief({ bidderIds: ['owner'] }),
        userId: 'owner',
        storedBidders: [],
        conversation: null,
        ids,
        nowMillis: 1,
      }),
    ).toThrow(expect.objectContaining({ code: 'missing-accepted-user' }));
  });
});

describe('planRemoveAccepted', () => {
  const accepted = brief({ acceptedUsers: ['inf'] });
  const selected = withSelection(bids, 'inf', true);

  it('keeps a conversation that still has projects, without this one', () => {
    const conversation = {
      activeProjects: [
        { briefId: 'b1', briefTitle: 'Yaz', isActive: true, addedAt: added },
        { briefId: 'b2', briefTitle: 'Kış', isActive: true, addedAt: added },
      ],
      archivedProjects: [],
    };
    expect(
      planRemoveAccepted({
        brief: accepted,
        userId: 'inf',
        storedBidders: selected,
        conversation,
        messageIds: [],
      }),
    ).toEqual([
      { op: 'update', path: 'briefs/b1', data: { acceptedUsers: remove('inf') } },
      { op: 'update', path: 'bidders/b1', data: { bidders: bids, lastUpdated: NOW } },
      {
        op: 'update',
        path: 'project-conversations/inf_owner',
        data: { activeProjects: [conversation.activeProjects[1]] },
      },
    ]);
  });

  it('deletes a conversation left with nothing, with its messages', () => {
    const conversation = {
      activeProjects: [{ briefId: 'b1', briefTitle: 'Yaz', isActive: true, addedAt: added }],
      archivedProjects: [],
    };
    const plan = planRemoveAccepted({
      brief: accepted,
      userId: 'inf',
      storedBidders: selected,
      conversation,
      messageIds: ['m1', 'm2'],
    });
    expect(plan.slice(2)).toEqual([
      { op: 'delete', path: 'project-conversations/inf_owner/messages/m1' },
      { op: 'delete', path: 'project-conversations/inf_owner/messages/m2' },
      { op: 'delete', path: 'project-conversations/inf_owner' },
    ]);
  });

  it('refuses a user who is not accepted, or already completed', () => {
    expect(() =>
      planRemoveAccepted({
        brief: brief(),
        userId: 'inf',
        storedBidders: bids,
        conversation: null,
        messageIds: [],
      }),
    ).toThrow(BriefApiError);
    expect(() =>
      planRemoveAccepted({
        brief: brief({ acceptedUsers: ['inf'], completedUsers: ['inf'] }),
        userId: 'inf',
        storedBidders: bids,
        conversation: null,
        messageIds: [],
      }),
    ).toThrow(BriefApiError);
  });
});

describe('planDecline and planCompleteUser', () => {
  it('declines with a message that names the bidder, starting the brief chat when needed', () => {
    const plan = planDecline({
      brief: brief(),
      userId: 'inf',
      userName: 'Ayşe Kaya',
      chatExists: false,
      messageId: 'm1',
    });
    expect(plan.map((w) => `${w.op} ${w.path}`)).toEqual([
      'update briefs/b1',
      'create Messages/b1_inf',
      'create Messages/b1_inf/b1/m1',
    ]);
    expect(plan[0]).toEqual({
      op: 'update',
      path: 'briefs/b1',
      data: { declinedUser: union('inf') },
    });
    expect(plan[1]).toMatchObject({
      data: {
        userIds: ['owner', 'inf'],
        bidderIds: ['inf'],
        users: [expect.objectContaining({ id: 'owner' }), { id: 'inf', name: 'Ayşe Kaya' }],
        unreadCounts: { owner: 0, inf: 1 },
      },
    });
    expect(plan[2]).toMatchObject({
      data: { kind: 'decline', bidderId: 'inf', uid: 'owner', messageId: 'm1', isRead: false },
    });
  });

  it('declines into an existing brief chat with +1 for the bidder', () => {
    const plan = planDecline({
      brief: brief(),
      userId: 'inf',
      userName: '',
      chatExists: true,
      messageId: 'm1',
    });
    expect(plan[1]).toMatchObject({
      op: 'update',
      path: 'Messages/b1_inf',
      data: { 'unreadCounts.inf': plus(1), timestamp: NOW },
    });
  });

  it('refuses declining an accepted user', () => {
    expect(() =>
      planDecline({
        brief: brief({ acceptedUsers: ['inf'] }),
        userId: 'inf',
        userName: '',
        chatExists: true,
        messageId: 'm',
      }),
    ).toThrow(BriefApiError);
  });

  it('completes an accepted user with a message into the brief chat when one exists', () => {
    const plan = planCompleteUser({
      brief: brief({ acceptedUsers: ['inf'] }),
      userId: 'inf',
      chatExists: true,
      messageId: 'm9',
    });
    expect(plan[0]).toEqual({
      op: 'update',
      path: 'briefs/b1',
      data: { completedUsers: union('inf') },
    });
    expect(plan[2]).toMatchObject({
      op: 'create',
      path: 'Messages/b1_inf/b1/m9',
      data: { kind: 'complete', uid: 'owner', message: expect.stringContaining('tamamlandı') },
    });
    expect(plan[2]).not.toHaveProperty('data.bidderId');
    const without = planCompleteUser({
      brief: brief({ acceptedUsers: ['inf'] }),
      userId: 'inf',
      chatExists: false,
      messageId: 'm9',
    });
    expect(without).toHaveLength(1);
  });

  it('refuses completing a user who is not accepted', () => {
    expect(() =>
      planCompleteUser({
        brief: brief(),
        userId: 'inf',
        chatExists: false,
        messageId: 'm',
      }),
    ).toThrow(expect.objectContaining({ code: 'failed-precondition' }));
  });
});

describe('conversation patches of complete and delete', () => {
  const conversation = {
    activeProjects: [
      { briefId: 'b1', briefTitle: 'Yaz', isActive: true, addedAt: added },
      { briefId: 'b2', briefTitle: 'Kış', isActive: true, addedAt: added },
    ],
    archivedProjects: [
      { briefId: 'b0', briefTitle: 'Eski', isActive: false, addedAt: added, completedAt: added },
    ],
  };

  it('complete moves the brief to the archived list and keeps the type while others are active', () => {
    expect(archiveProjectPatch(conversation, 'b1', 9_000)).toEqual({
      activeProjects: [conversation.activeProjects[1]],
      archivedProjects: [
        conversation.archivedProjects[0],
        {
          briefId: 'b1',
          briefTitle: 'Yaz',
          isActive: false,
          addedAt: added,
          completedAt: at(9_000),
        },
      ],
    });
  });

  it("complete sets type 'archived' when no active project remains", () => {
    const single = { activeProjects: [conversation.activeProjects[0]], archivedProjects: [] };
    expect(archiveProjectPatch(single, 'b1', 9_000)).toMatchObject({
      activeProjects: [],
      type: 'archived',
    });
  });

  it('complete leaves a conversation alone when the brief is not active in it', () => {
    expect(archiveProjectPatch(conversation, 'b0', 9_000)).toBeNull();
  });

  it('delete strips the brief and archives as deleted a conversation with no active project left', () => {
    const single = {
      activeProjects: [conversation.activeProjects[0]],
      archivedProjects: conversation.archivedProjects,
    };
    expect(deleteProjectPatch(single, 'b1', NOW)).toEqual({
      activeProjects: [],
      archivedProjects: conversation.archivedProjects,
      type: 'archived',
      isActive: false,
      isCompleted: true,
      isDeleted: true,
      deletedAt: NOW,
      deletedReason: DELETED_REASON,
    });
    expect(DELETED_REASON).toBe('Project deleted by admin');
  });

  it('delete only strips the brief while other projects are active', () => {
    expect(deleteProjectPatch(conversation, 'b1', NOW)).toEqual({
      activeProjects: [conversation.activeProjects[1]],
      archivedProjects: conversation.archivedProjects,
    });
    expect(deleteProjectPatch(conversation, 'nope', NOW)).toBeNull();
  });

  it('remove plan tells a missing project apart', () => {
    expect(removeProjectPlan(conversation, 'b9')).toEqual({ kind: 'not-listed' });
  });

  it('the conversations of a brief are its owner with every accepted or completed user', () => {
    expect(
      conversationPathsOf({
        briefOwnerUserId: 'owner',
        acceptedUsers: ['b', 'a', 'owner'],
        completedUsers: ['a', 'c'],
      }),
    ).toEqual([
      'project-conversations/b_owner',
      'project-conversations/a_owner',
      'project-conversations/c_owner',
    ]);
    expect(conversationPathsOf({ acceptedUsers: ['a'] })).toEqual([]);
  });
});

describe('managedBriefOf', () => {
  it('reads the stored brief defensively', () => {
    expect(
      managedBriefOf('b1', {
        briefSenderId: 'o',
        title: 'T',
        bidderIds: ['a', 3],
        isVerified: true,
      }),
    ).toEqual({
      id: 'b1',
      title: 'T',
      ownerId: 'o',
      ownerName: '',
      ownerImage: '',
      isVerified: true,
      isCompleted: false,
      bidderIds: ['a'],
      acceptedUsers: [],
      completedUsers: [],
      declinedUser: [],
      // A brief stored before ad disclosure existed still reminds of #reklam.
      disclosure: [{ platform: 'instagram', kind: 'reklam' }],
    });
  });

  it('reads the stored disclosure per platform', () => {
    expect(
      managedBriefOf('b1', {
        briefPlatforms: ['tiktok', 'youtube'],
        adDisclosure: { tiktok: 'platformLabel', youtube: 'isbirligi' },
      }).disclosure,
    ).toEqual([
      { platform: 'tiktok', kind: 'platformLabel' },
      { platform: 'youtube', kind: 'isbirligi' },
    ]);
  });
});

describe('projectAcceptedNotificationWrites', () => {
  it('always pairs the notification with exactly one increment of its recipient', () => {
    const writes = projectAcceptedNotificationWrites({
      recipientId: 'u',
      recipientName: 'U',
      notificationId: 'n',
      brief: { id: 'b', title: 'T', ownerName: 'O', ownerImage: '', disclosure: [] },
    });
    expect(writes.map((w) => `${w.op} ${w.path}`)).toEqual([
      'create Users/u/Notifications/n',
      'update Users/u',
    ]);
    expect(writes[1]).toEqual({
      op: 'update',
      path: 'Users/u',
      data: { notificationCount: plus(1), lastNotificationId: 'n' },
    });
  });
});

describe('toFieldValue', () => {
  it('turns the plan markers into Firestore field values, recursively', () => {
    expect(
      (toFieldValue(NOW) as ReturnType<typeof serverTimestamp>).isEqual(serverTimestamp()),
    ).toBe(true);
    expect((toFieldValue(plus(1)) as ReturnType<typeof increment>).isEqual(increment(1))).toBe(
      true,
    );
    expect(
      (toFieldValue(union('a')) as ReturnType<typeof arrayUnion>).isEqual(arrayUnion('a')),
    ).toBe(true);
    expect(
      (toFieldValue(remove({ a: 1 })) as ReturnType<typeof arrayRemove>).isEqual(
        arrayRemove({ a: 1 }),
      ),
    ).toBe(true);
    expect(toFieldValue([{ addedAt: at(1_500) }])).toEqual([
      { addedAt: Timestamp.fromMillis(1_500) },
    ]);
  });

  it('passes stored values (Timestamps, plain data) through unchanged', () => {
    const stored = { addedAt: added, n: 1, s: 'x', list: [1, 2] };
    const converted = toFieldValue(stored) as typeof stored;
    expect(converted.addedAt).toBe(added);
    expect(converted).toEqual(stored);
  });
});
