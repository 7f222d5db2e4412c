// The collaboration timeline's Firestore triggers (issue 21): each watches one source of a
// collaboration's steps and records what changed (recordTimeline: each key once, the other
// side told). Function-written rather than client-written: the dates are the server's, the
// app needs one listener per collaboration, and one writer sends every step's notification
// (docs/decisions.md "Collaboration timeline").
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import { REGION } from '../admin';
import { datingOf, eventTime, recordAll } from './recordTimeline';
import {
  briefEvents,
  draftEvents,
  paymentEvents,
  shipmentEvents,
  stampOf,
  type TimelineEvent,
} from './timelineEvents';

const data = (snapshot: { data: () => Record<string, unknown> | undefined } | undefined) =>
  snapshot?.data();

type Source = Record<string, unknown> | undefined;

/** Each event of one collaboration, dated by its source document (`source`) and the event. */
const forUser = (
  briefId: string,
  userId: string,
  events: TimelineEvent[],
  source: Source,
  time: string | undefined,
) =>
  events.map((event) => ({
    briefId,
    userId,
    event,
    dating: datingOf(eventTime(time), stampOf(event, source)),
  }));

/** acceptedUsers / completedUsers changes: accepted, completed, cancelled. */
export const timelineOnBrief = onDocumentUpdated(
  { document: 'briefs/{briefId}', region: REGION },
  async (event) => {
    const changes = briefEvents(data(event.data?.before), data(event.data?.after));
    if (changes.length === 0) return;
    const { briefId } = event.params;
    const dating = datingOf(eventTime(event.time), null);
    await recordAll(changes.map((change) => ({ briefId, ...change, dating })));
  },
);

/**
 * A collaboration payment held by iyzico: paid. Held is always an update of an awaiting payment
 * (the payment function's settle), so creates and deletes wake nothing.
 */
export const timelineOnPayment = onDocumentUpdated(
  { document: 'CollaborationPayments/{paymentId}', region: REGION },
  async (event) => {
    const after = data(event.data?.after);
    const events = paymentEvents(data(event.data?.before), after);
    const briefId = typeof after?.briefId === 'string' ? after.briefId : '';
    const payeeId = typeof after?.payeeId === 'string' ? after.payeeId : '';
    if (events.length === 0 || !briefId || !payeeId) return;
    await recordAll(forUser(briefId, payeeId, events, after, event.time));
  },
);

/** The party's delivery address: addressShared. */
export const timelineOnAddress = onDocumentCreated(
  { document: 'briefs/{briefId}/shippingAddresses/{userId}', region: REGION },
  async (event) => {
    const { briefId, userId } = event.params;
    const events: TimelineEvent[] = [{ kind: 'step', step: 'addressShared' }];
    await recordAll(forUser(briefId, userId, events, data(event.data), event.time));
  },
);

/** The owner's shipment (shipped) and the party's "received" on it. */
export const timelineOnShipment = onDocumentWritten(
  { document: 'briefs/{briefId}/shipments/{userId}', region: REGION },
  async (event) => {
    const after = data(event.data?.after);
    const events = shipmentEvents(data(event.data?.before), after);
    if (events.length === 0) return;
    const { briefId, userId } = event.params;
    await recordAll(forUser(briefId, userId, events, after, event.time));
  },
);

/** A draft submitted (its round) and its review (changes requested, approved). */
export const timelineOnDraft = onDocumentWritten(
  { document: 'briefs/{briefId}/drafts/{draftId}', region: REGION },
  async (event) => {
    const after = data(event.data?.after);
    const events = draftEvents(data(event.data?.before), after, event.params.draftId);
    const userId =
      typeof after?.userId === 'string' && after.userId
        ? after.userId
        : event.params.draftId.replace(/_\d+$/, '');
    if (events.length === 0 || !userId) return;
    await recordAll(forUser(event.params.briefId, userId, events, after, event.time));
  },
);

/** The live post link: live. */
export const timelineOnDelivery = onDocumentCreated(
  { document: 'briefs/{briefId}/deliveries/{userId}', region: REGION },
  async (event) => {
    const { briefId, userId } = event.params;
    const events: TimelineEvent[] = [{ kind: 'step', step: 'live' }];
    await recordAll(forUser(briefId, userId, events, data(event.data), event.time));
  },
);
