import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import type { ShippingAddressDoc } from '@/lib/collections/shippingAddresses';
import { addressLines } from '../model/address';

type Props = {
  address: ShippingAddressDoc;
  /** The owner copies it to the carrier's form. */
  copyable?: boolean;
  /** Under the address: an edit button, a hint. */
  children?: ReactNode;
};

type CopyResult = 'idle' | 'copied' | 'failed';

/** The shared address as the owner (and the party herself, and admins) reads it. */
export function AddressCard({ address, copyable = false, children }: Props) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyResult>('idle');
  const lines = addressLines(address);

  const copyAddress = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(lines.join('\n'));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="border rounded p-3 mb-3" data-testid="shipment-address-card">
      <h4 className="h6">{t('shipment.address.title')}</h4>
      <address className="mb-2 text-break" style={{ whiteSpace: 'pre-line' }}>
        {lines.join('\n')}
      </address>
      {copyable && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Button
            size="sm"
            color="primary"
            outline
            onClick={() => void copyAddress()}
            data-testid="shipment-address-copy"
          >
            {t('shipment.address.copy')}
          </Button>
          <span role="status" className="small text-body-secondary">
            {copy === 'copied' && t('shipment.address.copied')}
            {copy === 'failed' && t('shipment.address.copyFailed')}
          </span>
        </div>
      )}
      {children}
    </div>
  );
}
