import { PREFIX_END, normalizeNamePrefix } from '@/lib/namePrefix';
import { describe, expect, it } from 'vitest';
import { accountTypes } from '@/store/roles';
import {
  describeUsersQuery,
  type ApprovalFilter,
  type TypeFilter,
  type UsersCursor,
} from '../api/usersQuery';

const types: TypeFilter[] = ['all', ...accountTypes];
const approvals: ApprovalFilter[] = ['all', 'approved', 'pending'];
const prefixes = ['', 'ay'];

const combinations = types.flatMap((type) =>
  approvals.flatMap((approval) => prefixes.map((namePrefix) => ({ type, approval, namePrefix }))),
);

const newestFirst = [
  { field: 'createdAt', direction: 'desc' },
  { field: '__name__', direction: 'desc' },
];
const byName = [
  { field: 'lowerCaseFullName', direction: 'asc' },
  { field: '__name__', direction: 'asc' },
];

describe('describeUsersQuery', () => {
  it('with no filters lists everyone newest first, one row more than a page', () => {
    expect(describeUsersQuery()).toEqual({
      where: [],
      orderBy: newestFirst,
      startAfter: null,
      limit: 21,
    });
  });

  it.each(combinations)('type $type, approval $approval, prefix "$namePrefix"', (filters) => {
    const { where, orderBy } = describeUsersQuery(filters);
    const expected = [];
    if (filters.type !== 'all') expected.push({ field: 'type', op: '==', value: filters.type });
    if (filters.approval !== 'all') {
      expected.push({ field: 'isApproved', op: '==', value: filters.approval === 'approved' });
    }
    if (filters.namePrefix) {
      expected.push({ field: 'lowerCaseFullName', op: '>=', value: 'ay' });
      expected.push({ field: 'lowerCaseFullName', op: '<', value: `ay${PREFIX_END}` });
    }
    expect(where).toEqual(expected);
    expect(orderBy).toEqual(filters.namePrefix ? byName : newestFirst);
  });

  it('pending means isApproved false, approved means true', () => {
    expect(describeUsersQuery({ approval: 'pending' }).where).toEqual([
      { field: 'isApproved', op: '==', value: false },
    ]);
    expect(describeUsersQuery({ approval: 'approved' }).where).toEqual([
      { field: 'isApproved', op: '==', value: true },
    ]);
  });

  it('bounds the prefix by the highest private-use character', () => {
    const [lower, upper] = describeUsersQuery({ namePrefix: 'Ayşe' }).where;
    expect(lower).toEqual({ field: 'lowerCaseFullName', op: '>=', value: 'ayşe' });
    expect(upper).toEqual({ field: 'lowerCaseFullName', op: '<', value: 'ayşe\uf8ff' });
    // Every name that starts with the prefix sorts inside the range, the next name outside it.
    for (const name of ['ayşe', 'ayşe yılmaz', 'ayşegül', 'ayşe\u00ff']) {
      expect(name >= lower!.value && name < upper!.value, name).toBe(true);
    }
    for (const name of ['ayş', 'ayşf', 'ayta', 'aysa']) {
      expect(name >= lower!.value && name < upper!.value, name).toBe(false);
    }
  });

  it('lower-cases with Turkish rules and tidies spaces', () => {
    expect(normalizeNamePrefix('  IŞIK   Yİğit ')).toBe('ışık yiğit');
    expect(normalizeNamePrefix('İSTANBUL')).toBe('istanbul');
    expect(normalizeNamePrefix(undefined)).toBe('');
  });

  it('treats a blank search as no name search', () => {
    expect(describeUsersQuery({ namePrefix: '   ' })).toEqual(describeUsersQuery());
  });

  it('continues after a date cursor with its exact timestamp and uid', () => {
    const cursor: UsersCursor = {
      by: 'createdAt',
      createdAt: { seconds: 1700000000, nanoseconds: 123456000 },
      uid: 'u9',
    };
    expect(describeUsersQuery({ type: 'brand' }, cursor, 5)).toMatchObject({
      startAfter: [{ seconds: 1700000000, nanoseconds: 123456000 }, 'u9'],
      limit: 6,
    });
  });

  it('continues after a name cursor with its name and uid', () => {
    const cursor: UsersCursor = { by: 'name', lowerCaseFullName: 'ayşe yılmaz', uid: 'u3' };
    expect(describeUsersQuery({ namePrefix: 'ay' }, cursor).startAfter).toEqual([
      'ayşe yılmaz',
      'u3',
    ]);
  });

  it('refuses a cursor from a differently ordered list', () => {
    const dateCursor: UsersCursor = {
      by: 'createdAt',
      createdAt: { seconds: 1, nanoseconds: 0 },
      uid: 'u1',
    };
    const nameCursor: UsersCursor = { by: 'name', lowerCaseFullName: 'a', uid: 'u1' };
    expect(() => describeUsersQuery({ namePrefix: 'a' }, dateCursor)).toThrow(/cursor/);
    expect(() => describeUsersQuery({}, nameCursor)).toThrow(/cursor/);
  });

  it.each([0, -1, 1.5, 101])('refuses page size %s', (size) => {
    expect(() => describeUsersQuery({}, null, size)).toThrow(RangeError);
  });
});
