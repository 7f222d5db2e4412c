import { useTranslation } from 'react-i18next';
import { relativeTime } from '@/lib/dates';

/** '5 dakika önce' in the UI language. Its own module so that date-fns and its locales load
 * with the first list that shows such a time, not with every page that could. */
export default function RelativeTime({ millis }: { millis: number }) {
  const { i18n } = useTranslation();
  return <>{relativeTime(millis, i18n.language)}</>;
}
