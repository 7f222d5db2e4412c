import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { LoadState } from '@/components/LoadState';
import type { ShipmentDoc } from '@/lib/collections/shipments';
import type { ShippingAddressDoc } from '@/lib/collections/shippingAddresses';
import type { CollaborationStepProps } from '@/components/collaboration/stepProps';
import { AddressCard } from './components/AddressCard';
import { AddressForm } from './components/AddressForm';
import { ReceivedControl } from './components/ReceivedControl';
import { ShipForm } from './components/ShipForm';
import { ShipmentInfo } from './components/ShipmentInfo';
import { useLiveShipment } from './components/useLiveShipment';
import { shipmentStageOf, shipmentWritable } from './model/shipmentState';
import type { Busy } from './shipmentSlice';

type ViewProps = {
  collaboration: { briefId: string; userId: string };
  address: ShippingAddressDoc | null;
  shipment: ShipmentDoc | null;
  writable: boolean;
  busy: Busy | null;
};

/** The party (or her agency): the address until it ships, then the parcel and "received". */
function PartyView({ collaboration, address, shipment, writable, busy }: ViewProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (!address && !shipment)
    return writable ? (
      <AddressForm collaboration={collaboration} saved={null} busy={busy === 'address'} />
    ) : null;
  if (!shipment) {
    if (editing && writable && address)
      return (
        <AddressForm
          collaboration={collaboration}
          saved={address}
          busy={busy === 'address'}
          onDone={() => setEditing(false)}
        />
      );
    return (
      <>
        {address && (
          <AddressCard address={address}>
            <p className="small text-success mt-2 mb-1">{t('shipment.address.shared')}</p>
            {writable && (
              <>
                <p className="small text-body-secondary mb-2">{t('shipment.address.editHint')}</p>
                <Button
                  size="sm"
                  color="secondary"
                  outline
                  onClick={() => setEditing(true)}
                  data-testid="shipment-address-edit"
                >
                  {t('shipment.address.edit')}
                </Button>
              </>
            )}
          </AddressCard>
        )}
        <p className="text-body-secondary" data-testid="shipment-awaiting-shipment">
          {t('shipment.ship.waiting')}
        </p>
      </>
    );
  }
  return (
    <>
      <ShipmentInfo shipment={shipment}>
        {writable && shipment.receivedAt === null && (
          <ReceivedControl collaboration={collaboration} busy={busy === 'received'} />
        )}
      </ShipmentInfo>
      {address && (
        <AddressCard address={address}>
          <p className="small text-body-secondary mt-2 mb-0">{t('shipment.address.locked')}</p>
        </AddressCard>
      )}
    </>
  );
}

/** The brief's owner: waits for the address, ships, corrects until it is received. */
function OwnerView({ collaboration, address, shipment, writable, busy }: ViewProps) {
  const { t } = useTranslation();
  const [correcting, setCorrecting] = useState(false);
  const addressCard = address && <AddressCard address={address} copyable />;
  if (!shipment) {
    if (!address)
      return (
        <p className="text-body-secondary" data-testid="shipment-awaiting-address">
          {t('shipment.address.waiting')}
        </p>
      );
    return (
      <>
        {addressCard}
        {writable && <ShipForm collaboration={collaboration} saved={null} busy={busy === 'ship'} />}
      </>
    );
  }
  const open = writable && shipment.receivedAt === null;
  return (
    <>
      {open && correcting ? (
        <ShipForm
          collaboration={collaboration}
          saved={shipment}
          busy={busy === 'ship'}
          onDone={() => setCorrecting(false)}
        />
      ) : (
        <ShipmentInfo shipment={shipment}>
          {shipment.receivedAt === null && (
            <p className="small text-body-secondary mt-2 mb-2">
              {t('shipment.info.awaitingReceipt')}
            </p>
          )}
          {open && (
            <Button
              size="sm"
              color="secondary"
              outline
              onClick={() => setCorrecting(true)}
              data-testid="shipment-correct"
            >
              {t('shipment.ship.edit')}
            </Button>
          )}
        </ShipmentInfo>
      )}
      {addressCard}
    </>
  );
}

/** Admins: what there is, read only. */
function AdminView({ address, shipment }: ViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="small text-body-secondary">{t('shipment.readOnly')}</p>
      {shipment && <ShipmentInfo shipment={shipment} />}
      {address && <AddressCard address={address} copyable />}
      {!address && !shipment && (
        <p className="text-body-secondary" data-testid="shipment-awaiting-address">
          {t('shipment.address.waiting')}
        </p>
      )}
    </>
  );
}

const views = { party: PartyView, owner: OwnerView, admin: AdminView };

/**
 * Issue 21's shipment step of one barter (or money and product) collaboration: the party's
 * address with KVKK consent, the owner's carrier and tracking number, the tracking link and
 * "Ürün elime ulaştı". Live on the two documents while it is on screen.
 */
export function ShipmentStep({ brief, userId, side }: CollaborationStepProps) {
  const { t } = useTranslation();
  const { address, shipment, busy } = useLiveShipment(brief.id, userId);
  const headingId = `shipment-title-${userId}`;
  const failed = address.status === 'error' || shipment.status === 'error';
  const ready = address.status === 'ready' && shipment.status === 'ready';
  const completed = brief.completedUsers.includes(userId);
  const View = views[side];
  const stage = shipmentStageOf(address.doc, shipment.doc);
  return (
    <section
      className="mb-4"
      aria-labelledby={headingId}
      data-testid="shipment-step"
      data-stage={ready ? stage : undefined}
    >
      <h3 id={headingId} className="h6 text-uppercase text-body-secondary">
        {t('shipment.title')}
      </h3>
      {!ready || failed ? (
        <LoadState
          status={failed ? 'error' : 'loading'}
          loadingKey="shipment.loading"
          errorKey="shipment.loadFailed"
          testId="shipment-loading"
        />
      ) : (
        <>
          <View
            collaboration={{ briefId: brief.id, userId }}
            address={address.doc}
            shipment={shipment.doc}
            writable={shipmentWritable(brief, userId)}
            busy={busy}
          />
          {completed && side !== 'admin' && (
            <p className="small text-body-secondary mb-0">
              {!address.doc && !shipment.doc ? t('shipment.noShipment') : t('shipment.closed')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
