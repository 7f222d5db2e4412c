// Where a result leads: a brief to its detail page, an influencer to her profile page, a brand
// to its public profile (the app has no other brand page; spec section 2).
import { briefDetailPath, paths } from '@/config/paths';
import type { SearchItem } from './searchResults';

export function resultPath(item: Pick<SearchItem, 'kind' | 'id'>): string {
  switch (item.kind) {
    case 'briefs':
      return briefDetailPath(item.id);
    case 'influencers':
      return `${paths.app.influencerDetail}?userId=${encodeURIComponent(item.id)}`;
    case 'brands':
      return paths.publicProfile(item.id);
  }
}
