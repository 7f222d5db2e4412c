import { describe, expect, it } from 'vitest';
import tr from '@/i18n/locales/parts/briefs.tr.json';
import { adminActions, briefStatus, statusBadge } from '../status';

const flags = (isVerified: boolean, isCompleted: boolean) => ({ isVerified, isCompleted });

describe('briefStatus', () => {
  it.each([
    [false, false, 'pending'],
    [false, true, 'pending'],
    [true, false, 'ongoing'],
    [true, true, 'completed'],
  ] as const)('verified %s, completed %s → %s', (verified, completed, status) => {
    expect(briefStatus(flags(verified, completed))).toBe(status);
  });
});

describe('statusBadge', () => {
  it.each([
    ['pending', 'warning', 'Onay Bekliyor'],
    ['ongoing', 'primary', 'Devam Ediyor'],
    ['completed', 'success', 'Tamamlandı'],
  ] as const)('%s is %s, "%s"', (status, color, label) => {
    const badge = statusBadge(status);
    expect(badge).toEqual({ labelKey: `briefs.status.${status}`, color });
    expect(tr.briefs.status[status]).toBe(label);
  });
});

describe('adminActions', () => {
  it('offers Onayla and Sil on an unverified brief', () => {
    expect(adminActions(flags(false, false))).toEqual({
      approve: true,
      complete: false,
      remove: true,
    });
  });

  it('offers Tamamla and Sil on a verified, open brief', () => {
    expect(adminActions(flags(true, false))).toEqual({
      approve: false,
      complete: true,
      remove: true,
    });
  });

  it('offers only Sil on a completed brief', () => {
    expect(adminActions(flags(true, true))).toEqual({
      approve: false,
      complete: false,
      remove: true,
    });
  });

  it('does not offer Tamamla on an unverified brief marked completed', () => {
    expect(adminActions(flags(false, true))).toEqual({
      approve: true,
      complete: false,
      remove: true,
    });
  });
});
