// The demo's in-app collaboration payments (issue 20), as the payment function leaves them: the
// demo brand paid the demo influencer's accepted offer (held by the local marketplace checkout,
// released when the brand completes her) and her completed one (released on completion, with
// its function-written Earnings record in earnings.ts). Each has its ledger and the local
// checkout it came from, so the local provider can approve or refund it like a real one.
import {
  COLLABORATION_LEDGER,
  COLLABORATION_PAYMENTS,
  collaborationAmounts,
  collaborationPaymentId,
} from '../../functions/src/shared/collaborationPayment';
import { iyzicoPriceOf } from '../../functions/src/shared/plans';
import { localSubMerchantKeyOf } from '../../functions/src/payment/localSubMerchant';
import { demoAccount } from './accounts';
import type { SeedBiddersDoc } from './bidders';
import type { DemoScenario, SeedBrief } from './briefs';
import type { SeedDoc } from './seedDoc';
import { DAY_MS } from './seedClock';

/** Where the demo's payments are: the accepted brief's is held, the completed brief's released. */
function paymentDocs(
  brief: SeedBrief,
  price: number,
  heldAt: Date,
  releasedAt: Date | null,
): SeedDoc[] {
  const brand = demoAccount('brand');
  const influencer = demoAccount('influencer');
  const id = collaborationPaymentId(brief.id, influencer.uid);
  const token = `demo-collab-${brief.id}`;
  const ptid = `${token}-item-1`;
  const amounts = collaborationAmounts(price);
  const path = `${COLLABORATION_PAYMENTS}/${id}`;
  const ledger = (kind: 'held' | 'released', amountKurus: number, at: Date): SeedDoc => ({
    path: `${path}/${COLLABORATION_LEDGER}/${kind}-${ptid}`,
    data: {
      kind,
      amountKurus,
      paymentTransactionId: ptid,
      at,
      ...(kind === 'released' ? { reason: 'completed' } : {}),
    },
  });
  return [
    {
      path,
      data: {
        briefId: brief.id,
        briefTitle: brief.title,
        payerId: brand.uid,
        payeeId: influencer.uid,
        state: releasedAt ? 'released' : 'held',
        amounts,
        currency: 'TRY',
        provider: 'local',
        subMerchantKey: localSubMerchantKeyOf(influencer.uid),
        token,
        conversationId: `collab-${id}`,
        paymentId: token,
        paymentTransactionId: ptid,
        errorCode: null,
        errorMessage: null,
        appOrigin: '',
        createdAt: new Date(heldAt.getTime() - 5 * 60_000),
        heldAt,
        updatedAt: releasedAt ?? heldAt,
        ...(releasedAt ? { releasedAt, releaseReason: 'completed', settleError: null } : {}),
      },
    },
    ledger('held', amounts.gross, heldAt),
    ...(releasedAt ? [ledger('released', amounts.payee, releasedAt)] : []),
    {
      path: `LocalCheckouts/${token}`,
      data: {
        conversationId: `collab-${id}`,
        paidPrice: iyzicoPriceOf(amounts.gross),
        itemId: id,
        subMerchantKey: localSubMerchantKeyOf(influencer.uid),
        callbackUrl: '',
        state: 'SUCCESS',
        errorCode: null,
        errorMessage: null,
        approved: releasedAt !== null,
        createdAt: heldAt,
      },
    },
  ];
}

const priceOf = (biddersDocs: readonly SeedBiddersDoc[], briefId: string) => {
  const uid = demoAccount('influencer').uid;
  const bid = biddersDocs.find((d) => d.id === briefId)?.bidders.find((b) => b.bidderId === uid);
  if (!bid) throw new Error(`the demo influencer has no offer on ${briefId}`);
  return bid.price;
};

/** The held payment of the accepted collaboration and the released one of the completed. */
export function buildCollaborationPaymentDocs(
  briefs: readonly SeedBrief[],
  biddersDocs: readonly SeedBiddersDoc[],
  scenario: DemoScenario,
): SeedDoc[] {
  const accepted = briefs.find((b) => b.id === scenario.acceptedBriefId);
  const completed = briefs.find((b) => b.id === scenario.completedBriefId);
  if (!accepted || !completed?.completedAt)
    throw new Error('the demo collaborations are missing their briefs');
  const acceptedFrom = (accepted.verifiedAt ?? accepted.timestamp).getTime();
  const completedFrom = (completed.verifiedAt ?? completed.timestamp).getTime();
  return [
    ...paymentDocs(
      accepted,
      priceOf(biddersDocs, accepted.id),
      new Date(acceptedFrom + DAY_MS),
      null,
    ),
    ...paymentDocs(
      completed,
      priceOf(biddersDocs, completed.id),
      new Date(completedFrom + DAY_MS),
      completed.completedAt,
    ),
  ];
}
