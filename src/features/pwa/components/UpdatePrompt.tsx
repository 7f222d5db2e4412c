import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './updatePrompt.css';

type Props = {
  /** Switches to the waiting version; the page reloads once it has taken over. */
  onReload: () => void;
  onDismiss: () => void;
};

/**
 * 'Yeni sürüm hazır' with 'Yenile' (issue 19): a new build is installed and waits. Closing it
 * keeps the current version; the new one starts when every tab of the app has been closed.
 */
export function UpdatePrompt({ onReload, onDismiss }: Props) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <div className="toast show app-update-prompt" data-testid="update-prompt">
      <div className="d-flex align-items-center gap-2 p-2 ps-3">
        <span className="me-auto">{t('pwa.updateReady')}</span>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          {t('pwa.reload')}
        </button>
        <button
          type="button"
          className="btn-close"
          aria-label={t('pwa.dismiss')}
          title={t('pwa.dismiss')}
          onClick={onDismiss}
        />
      </div>
    </div>
  );
}
