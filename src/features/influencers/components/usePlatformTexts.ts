import { useTranslation } from 'react-i18next';
import type { SocialPlatform } from '@/lib/collections/influencers';
import { formatCount } from '@/lib/numberFormat';

/** Platform names and "84.300 takipçi" (subscribers on YouTube) in the current language. */
export function usePlatformTexts() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    platformName: (platform: SocialPlatform) => t(`influencers.platforms.${platform}`),
    count: (value: number) => formatCount(value, language),
    countWithUnit: (platform: SocialPlatform, value: number) =>
      t(platform === 'youtube' ? 'influencers.units.subscribers' : 'influencers.units.followers', {
        formatted: formatCount(value, language),
      }),
  };
}
