import { useTranslation } from 'react-i18next';
import './appearance.css';
import { LanguageSelect } from './LanguageSelect';
import { RadiusSelect } from './RadiusSelect';
import { ThemeSelect } from './ThemeSelect';

type Props = { id?: string; className?: string };

/** Language, colour theme and corner radius: in the top bar and on the signed-out pages. */
export function AppearanceControls({ id, className }: Props) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      role="group"
      aria-label={t('layout.appearance.title')}
      className={className ? `appearance-controls ${className}` : 'appearance-controls'}
    >
      <LanguageSelect />
      <ThemeSelect />
      <RadiusSelect />
    </div>
  );
}
