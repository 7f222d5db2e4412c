// The agencies a brand may make a private brief for: GET {api}/agencies?search= (the brand
// side cannot read other users' Users documents). No React, no Redux.
import type { Contact } from '@shared/apiShapes';
import { apiGet } from '@/lib/apiClient';

export type TargetAgency = Pick<Contact, 'uid' | 'name' | 'img'>;

export const searchAgencies = (search: string) =>
  apiGet<Contact[]>('agencies', { search: search.trim() || undefined });
