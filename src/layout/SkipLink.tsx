import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** The first tab stop: jumps past the top bar and menu to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${mainContentId}`} className="visually-hidden-focusable skip-link">
      {t('layout.skipToContent')}
    </a>
  );
}
