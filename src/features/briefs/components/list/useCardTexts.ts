import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { Translate } from '../../model/text';
import { cardTexts, type CardTexts } from './briefCardText';

/** `cardTexts` bound to the current language. */
export function useCardTexts(): {
  textsOf: (brief: BriefDoc, maxCategories?: number) => CardTexts;
  translate: Translate;
  locale: string;
} {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const translate = useCallback<Translate>((key, values) => t(key, values ?? {}), [t]);
  const textsOf = useCallback(
    (brief: BriefDoc, maxCategories?: number) => cardTexts(brief, translate, locale, maxCategories),
    [translate, locale],
  );
  return { textsOf, translate, locale };
}
