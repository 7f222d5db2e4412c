import { describe, expect, it } from 'vitest';
import { UserRole } from '../roles';
import { parseSessionUser, sessionUserFromDoc } from '../session/sessionUser';
import { sessionUser } from '@/test/sessionUsers';

describe('SessionUser.notificationCount', () => {
  it('comes from Users/{uid}.notificationCount, 0 when missing or not a count', () => {
    const fromDoc = (notificationCount: unknown) =>
      sessionUserFromDoc({ uid: 'u1', type: 'brand', notificationCount } as never)
        .notificationCount;
    expect(fromDoc(4)).toBe(4);
    expect(fromDoc(undefined)).toBe(0);
    expect(fromDoc(-2)).toBe(0);
    expect(fromDoc('3')).toBe(0);
  });

  it('survives local storage, and a user stored before the field existed reads 0', () => {
    const user = { ...sessionUser(UserRole.Brand, 'Nova', 'b1'), notificationCount: 5 };
    expect(parseSessionUser(JSON.stringify(user))).toEqual(user);
    const older: Partial<typeof user> = { ...user };
    delete older.notificationCount;
    expect(parseSessionUser(JSON.stringify(older))?.notificationCount).toBe(0);
  });
});
