import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { useAppDispatch } from '@/store/hooks';
import type { CollaborationRef } from '../api/shipmentApi';
import { markReceived } from '../shipmentThunks';

type Props = { collaboration: CollaborationRef; busy: boolean };

/** Ürün elime ulaştı, asked once more before it is saved: it cannot be taken back. */
export function ReceivedControl({ collaboration, busy }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const questionId = `shipment-received-question-${collaboration.userId}`;
  const yesRef = useRef<HTMLButtonElement>(null);
  // The question takes the focus from the button it replaced, so the keyboard stays with it.
  useEffect(() => {
    if (asking) yesRef.current?.focus();
  }, [asking]);

  if (!asking)
    return (
      <Button
        color="success"
        className="mt-3"
        disabled={busy}
        onClick={() => setAsking(true)}
        data-testid="shipment-received"
      >
        {t('shipment.received.button')}
      </Button>
    );

  return (
    <div className="mt-3" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="mb-2">
        {t('shipment.received.confirm')}
      </p>
      <div className="d-flex gap-2 flex-wrap">
        <Button
          color="success"
          disabled={busy}
          aria-busy={busy || undefined}
          innerRef={yesRef}
          data-testid="shipment-received-confirm"
          onClick={() => {
            void dispatch(markReceived({ ref: collaboration })).then((result) => {
              if (markReceived.rejected.match(result)) setAsking(false);
            });
          }}
        >
          {busy ? t('shipment.received.saving') : t('shipment.received.yes')}
        </Button>
        <Button color="secondary" outline disabled={busy} onClick={() => setAsking(false)}>
          {t('shipment.received.no')}
        </Button>
      </div>
    </div>
  );
}
