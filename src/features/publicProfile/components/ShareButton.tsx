import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';

type Result = 'idle' | 'copied' | 'failed';

/** Copies the profile's address; the result is announced beside the button. */
export function ShareButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<Result>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button color="primary" outline size="sm" onClick={() => void copy()}>
        {t('publicProfile.share')}
      </Button>
      <span role="status" className="small text-body-secondary">
        {result === 'copied' && t('publicProfile.copied')}
        {result === 'failed' && (
          <>
            {t('publicProfile.copyFailed')} <span className="text-break">{url}</span>
          </>
        )}
      </span>
    </div>
  );
}
