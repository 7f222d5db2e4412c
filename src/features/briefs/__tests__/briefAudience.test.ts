// Who a new brief is for (spec section 6): everyone, or only the influencer agencies the brand
// picks, which makes it private (visibility 'influencer', docs/decisions.md "Private briefs").
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/forms';
import { planCreateBrief, type BriefOwner } from '../api/briefWrites';
import {
  briefFormSchema,
  draftFromValues,
  emptyBriefForm,
  type BriefFormValues,
} from '../components/form/briefFormSchema';

const valid = (changes: Partial<BriefFormValues> = {}): BriefFormValues => ({
  ...emptyBriefForm(),
  title: 'Kış kampanyası',
  description: 'Ajansların influencerları için.',
  categories: [2],
  genders: ['female'],
  budget: '20000',
  adDisclosure: { instagram: 'reklam', tiktok: '', youtube: '' },
  ...changes,
});

const owner: BriefOwner = { uid: 'brand1', name: 'Nova Market', image: '', type: 'brand' };
function stored(values: BriefFormValues): Record<string, unknown> {
  const [write] = planCreateBrief('b1', draftFromValues(values), owner);
  if (write?.op !== 'create') throw new Error('the plan creates the brief first');
  return write.data;
}

describe('the brief’s audience', () => {
  it('is public by default, targeting nobody', () => {
    expect(fieldErrors(briefFormSchema, valid())).toEqual({});
    expect(stored(valid())).toMatchObject({ visibility: 'brand', targetedAgencies: [] });
  });

  it('private needs at least one agency', () => {
    expect(fieldErrors(briefFormSchema, valid({ audience: 'agencies' }))).toEqual({
      targetedAgencies: 'briefForm.audience.required',
    });
  });

  it('private with agencies stores them once and hides the brief from everyone else', () => {
    const values = valid({ audience: 'agencies', targetedAgencies: 'ag1 ag2 ag1' });
    expect(fieldErrors(briefFormSchema, values)).toEqual({});
    expect(stored(values)).toMatchObject({
      visibility: 'influencer',
      targetedAgencies: ['ag1', 'ag2'],
    });
  });

  it('going back to public forgets the agencies picked meanwhile', () => {
    const values = valid({ audience: 'public', targetedAgencies: 'ag1' });
    expect(stored(values)).toMatchObject({ visibility: 'brand', targetedAgencies: [] });
  });
});
