import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardBody, CardHeader } from 'reactstrap';
import type { BriefDoc } from '@/lib/collections/briefs';
import { DraftStep } from './drafts/DraftStep';
import { ShipmentStep } from './shipment/ShipmentStep';
import { CollaborationTimeline } from './timeline/CollaborationTimeline';
import {
  shipsProduct,
  type CollaborationStepProps,
  type CollaborationWorkspaceProps,
} from '@/components/collaboration/stepProps';
import './collaborationWorkspace.css';

/** Every uid the brief has accepted, completed ones included, once each. */
export function collaboratorsOf(brief: BriefDoc): string[] {
  return [...new Set([...brief.acceptedUsers, ...brief.completedUsers])];
}

/**
 * One collaboration's steps, in the order they happen: the timeline first, beside the working
 * steps when the card is wide enough (a container query: the owner's card is wide, the party's
 * sits in the page's narrow column), above them otherwise.
 */
function CollaborationSteps({ ReviewStep, ...props }: CollaborationStepProps & Slots) {
  return (
    <div className="collab-steps">
      <div className="collab-steps-grid">
        <div>
          <CollaborationTimeline {...props} />
        </div>
        <div className="collab-steps-work">
          {shipsProduct(props.brief) && <ShipmentStep {...props} />}
          <DraftStep {...props} />
          <ReviewStep {...props} />
        </div>
      </div>
    </div>
  );
}

/** The steps other features own, filled in src/app (features do not import each other). */
type Slots = { ReviewStep: ComponentType<CollaborationStepProps> };

/**
 * The brief detail's collaboration workspace (issue 21): for the owner and admins one card per
 * accepted influencer, opened one at a time so only the open one listens; for the accepted
 * party her own collaboration.
 */
export function CollaborationWorkspace({
  brief,
  viewer,
  side,
  names = {},
  ReviewStep,
}: CollaborationWorkspaceProps & Slots) {
  const { t } = useTranslation();
  const users = collaboratorsOf(brief);
  const [open, setOpen] = useState<string | null>(null);

  if (side === 'party') {
    if (!users.includes(viewer.uid)) return null;
    return (
      <Card className="mt-4" data-testid="collaboration-workspace">
        <CardHeader>
          <h2 className="h5 mb-0">{t('collaboration.workspace.ownTitle')}</h2>
        </CardHeader>
        <CardBody>
          <CollaborationSteps
            ReviewStep={ReviewStep}
            brief={brief}
            userId={viewer.uid}
            partyName={brief.briefSenderName}
            viewer={viewer}
            side="party"
          />
        </CardBody>
      </Card>
    );
  }

  if (users.length === 0) return null;
  const shown = users.length === 1 ? users[0] : open;
  return (
    <section className="mt-4" data-testid="collaboration-workspace" aria-labelledby="collab-title">
      <h2 id="collab-title" className="h5">
        {t('collaboration.workspace.title')}
      </h2>
      {users.map((userId) => {
        const name = names[userId] || t('collaboration.workspace.unnamed');
        const expanded = shown === userId;
        const bodyId = `collab-${userId}`;
        return (
          <Card key={userId} className="mb-3" data-testid={`collaboration-${userId}`}>
            <CardHeader className="d-flex align-items-center gap-2 flex-wrap">
              <h3 className="h6 mb-0 me-auto">{name}</h3>
              {brief.completedUsers.includes(userId) && (
                <Badge color="success">{t('collaboration.workspace.completed')}</Badge>
              )}
              {users.length > 1 && (
                <Button
                  size="sm"
                  color="link"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => setOpen(expanded ? null : userId)}
                >
                  {expanded
                    ? t('collaboration.workspace.hide', { name })
                    : t('collaboration.workspace.show', { name })}
                </Button>
              )}
            </CardHeader>
            {expanded && (
              <CardBody id={bodyId}>
                <CollaborationSteps
                  ReviewStep={ReviewStep}
                  brief={brief}
                  userId={userId}
                  partyName={name}
                  viewer={viewer}
                  side={side}
                />
              </CardBody>
            )}
          </Card>
        );
      })}
    </section>
  );
}
