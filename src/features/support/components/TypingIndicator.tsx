import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportTyping } from '@/lib/collections/support';
import { typingExpiresIn } from '../model/typing';

/** "yazıyor…" while the other side's entry is fresher than 3 s; it goes by itself after that. */
export function TypingIndicator({
  entry,
  name,
}: {
  entry: SupportTyping | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  // The time of the entry found fresh; cleared when its 3 s are over.
  const [freshAt, setFreshAt] = useState<number | null>(null);
  const fresh = freshAt !== null && entry?.isTyping === true && entry.timestamp === freshAt;

  useEffect(() => {
    const wait = typingExpiresIn(entry, Date.now());
    const at = entry?.timestamp ?? null;
    const show = setTimeout(() => setFreshAt(wait > 0 ? at : null), 0);
    const hide = wait > 0 ? setTimeout(() => setFreshAt(null), wait) : undefined;
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [entry]);

  return (
    <div
      className="support-typing small text-body-secondary"
      aria-live="polite"
      data-testid="support-typing"
    >
      {fresh ? `${name} ${t('supportDesk.typing')}` : ''}
    </div>
  );
}
