// The directory's filter form as the screen holds it (strings, as inputs give them) and its
// translation into the query filters. Pure.
import { isCategoryCode } from '@/lib/categories';
import {
  partnerships,
  socialPlatforms,
  type Partnership,
  type SocialPlatform,
} from '@/lib/collections/influencers';
import {
  FOLLOWER_MAX,
  FOLLOWER_MIN,
  type ApprovalFilter,
  type DirectoryFilters,
  type GenderFilter,
} from '../../model/directoryQuery';
import { parseCount } from '../../model/format';

export type FilterForm = {
  /** '' or a category code. */
  category: string;
  gender: GenderFilter;
  platform: SocialPlatform | '';
  /** As typed; '' means the default bound. */
  min: string;
  max: string;
  partnership: Partnership | '';
  hideAgencyInfluencers: boolean;
  agencyUid: string;
  approval: ApprovalFilter;
  search: string;
};

export const emptyForm: FilterForm = {
  category: '',
  gender: 'all',
  platform: '',
  min: '',
  max: '',
  partnership: '',
  hideAgencyInfluencers: false,
  agencyUid: '',
  approval: 'all',
  search: '',
};

/** The follower bounds the form holds: defaults for empty fields. */
export function boundsOf(form: Pick<FilterForm, 'min' | 'max'>): { min: number; max: number } {
  return {
    min: Math.min(parseCount(form.min) ?? FOLLOWER_MIN, FOLLOWER_MAX),
    max: Math.min(parseCount(form.max) ?? FOLLOWER_MAX, FOLLOWER_MAX),
  };
}

/** True when both bounds are typed and the lower one is above the upper one. */
export function boundsInverted(form: Pick<FilterForm, 'min' | 'max'>): boolean {
  const { min, max } = boundsOf(form);
  return min > max;
}

export function filtersOf(form: FilterForm): DirectoryFilters {
  const code = form.category === '' ? null : Number(form.category);
  const platform = socialPlatforms.includes(form.platform as SocialPlatform)
    ? (form.platform as SocialPlatform)
    : null;
  const { min, max } = boundsOf(form);
  return {
    category: isCategoryCode(code) ? code : null,
    gender: form.gender,
    platform,
    minFollowers: min,
    maxFollowers: max,
    partnership: partnerships.includes(form.partnership as Partnership)
      ? (form.partnership as Partnership)
      : null,
    hideAgencyInfluencers: form.hideAgencyInfluencers,
    agencyUid: form.agencyUid || null,
    approval: form.approval,
    search: form.search,
  };
}

/** Whether anything differs from the empty form (the "clear filters" button). */
export const isFiltered = (form: FilterForm) =>
  (Object.keys(emptyForm) as (keyof FilterForm)[]).some((key) => form[key] !== emptyForm[key]);
