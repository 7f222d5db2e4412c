// The outreach producers' Firestore triggers (issue 23): each turns an event that had no
// notification yet into one (deterministic id, so a re-run writes nothing new); the dispatcher
// (outreachOnNotification, functions/src/mail) then mails and pushes it. The cores are plain
// functions of the event's data, which the emulator tests call directly.
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminDb, REGION } from '../../admin';
import { eventMillisOf } from '../eventTimes';
import { produceBriefVerified } from './briefVerified';
import { produceInvoicePaid } from './invoicePaid';
import { produceNewOffer } from './newOffer';
import { produceOfferDeclined } from './offerDeclined';
import { produceSupportAnswer } from './supportAnswer';

/** A bidder's sealed offer copy created: newOffer to the brief's owner. */
export const outreachOnOffer = onDocumentCreated(
  { document: 'bidders/{briefId}/offers/{uid}', region: REGION },
  async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await produceNewOffer(adminDb(), {
      briefId: event.params.briefId,
      bidderUid: event.params.uid,
      copy: snapshot.data(),
      createTimeMillis: snapshot.createTime.toMillis(),
      eventMillis: eventMillisOf(event.time),
    });
  },
);

/** A brief changed: offerDeclined to each newly declined bidder, briefVerified to the owner. */
export const outreachOnBrief = onDocumentUpdated(
  { document: 'briefs/{briefId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const { briefId } = event.params;
    const db = adminDb();
    await Promise.all([
      produceOfferDeclined(db, briefId, before, after),
      produceBriefVerified(db, briefId, before, after, eventMillisOf(event.time)),
    ]);
  },
);

/** An admin's answer in a support thread: supportAnswer to its user. */
export const outreachOnSupportAnswer = onDocumentCreated(
  { document: 'Support/{uid}/messages/{messageId}', region: REGION },
  async (event) => {
    await produceSupportAnswer(adminDb(), {
      uid: event.params.uid,
      messageId: event.params.messageId,
      message: event.data?.data(),
      eventMillis: eventMillisOf(event.time),
    });
  },
);

/** A subscription payment succeeded: invoicePaid to the payer. */
export const outreachOnPayment = onDocumentUpdated(
  { document: 'Payments/{paymentId}', region: REGION },
  async (event) => {
    await produceInvoicePaid(
      adminDb(),
      event.params.paymentId,
      event.data?.before.data(),
      event.data?.after.data(),
      eventMillisOf(event.time),
    );
  },
);
