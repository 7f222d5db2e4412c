// The collaboration workflow of issue 21 at every step, on one brand-owned barter brief (the
// sunscreen, where Damla Koç's product is already on its way in her chat): directory influencers
// accepted there stand at each step from "accepted" to "live", so the brand's brief detail shows
// the whole path. Every step has its documents as the app writes them and the timeline
// document as the functions leave it; the timeline is written first, so the functions' triggers
// find each step recorded and send no notification for seeded history.
import { DIRECTORY_INFLUENCER_COUNT } from './directoryProfiles';
import { directoryParty, type DirectoryParty } from './conversations';
import type { SeedOffer } from './bidders';
import type { SeedBrief } from './briefs';
import type { SeedDoc } from './seedDoc';
import { HOUR_MS, SEED_ANCHOR_MS } from './seedClock';

export const STEP_BRIEF_ID = 'demo-brief-019';
/** Damla Koç, accepted on it by the chat plans. */
const DAMLA_INDEX = 7;

export const seededSteps = [
  'accepted',
  'addressShared',
  'shipped',
  'received',
  'draftSubmitted',
  'changesRequested',
  'approved',
  'live',
] as const;
export type SeededStep = (typeof seededSteps)[number];

export type StepPlan = { party: DirectoryParty; step: SeededStep };

/** Who stands where: Damla at 'shipped' (her chat says so), the others one step each. */
export function planCollaborationSteps(briefs: readonly SeedBrief[]): {
  brief: SeedBrief;
  plans: StepPlan[];
} {
  const brief = briefs.find((b) => b.id === STEP_BRIEF_ID);
  if (!brief || brief.paymentType === 'money' || brief.isCompleted || !brief.isVerified)
    throw new Error(`${STEP_BRIEF_ID} is no longer an open barter brief`);
  const damla = directoryParty(DAMLA_INDEX);
  if (!brief.acceptedUsers.includes(damla.uid))
    throw new Error(`${damla.uid} is no longer accepted on ${STEP_BRIEF_ID}`);
  const others = seededSteps.filter((step) => step !== 'shipped');
  const parties: DirectoryParty[] = [];
  for (let i = 0; i < DIRECTORY_INFLUENCER_COUNT && parties.length < others.length; i++) {
    const party = directoryParty(i);
    const targeted = party.female ? brief.targetFemaleInfluencers : brief.targetMaleInfluencers;
    if (party.approved && targeted && !brief.bidderIds.includes(party.uid)) parties.push(party);
  }
  if (parties.length < others.length) throw new Error('too few directory influencers to seed');
  return {
    brief,
    plans: [
      { party: damla, step: 'shipped' },
      ...parties.map((party, i) => ({ party, step: others[i]! })),
    ],
  };
}

const acceptedAtOf = (brief: SeedBrief) => brief.timestamp.getTime() + 6 * HOUR_MS;

export type CollaborationStepsPlan = ReturnType<typeof planCollaborationSteps>;

/**
 * The new parties join the brief (bidderIds, acceptedUsers, revision rounds 2); returns the
 * plan and their interest offers for the bidders document.
 */
export function applyCollaborationSteps(briefs: SeedBrief[]): {
  plan: CollaborationStepsPlan;
  offers: SeedOffer[];
} {
  const plan = planCollaborationSteps(briefs);
  const { brief, plans } = plan;
  brief.revisionRounds = 2;
  const offers = plans
    .filter(({ party }) => !brief.acceptedUsers.includes(party.uid))
    .map(({ party }) => {
      brief.bidderIds.push(party.uid);
      brief.acceptedUsers.push(party.uid);
      return {
        briefId: brief.id,
        bidderId: party.uid,
        bidderName: party.name,
        price: 0,
        offeredAt: new Date(brief.timestamp.getTime() + 4 * HOUR_MS),
        updatedAt: new Date(acceptedAtOf(brief)),
      };
    });
  return { plan, offers };
}

const stepIndex = (step: SeededStep) => seededSteps.indexOf(step);

/** Every document of the steps reached by each party, the timeline first. */
export function buildCollaborationStepDocs(
  { brief, plans }: CollaborationStepsPlan,
  ownerId: string,
): SeedDoc[] {
  const accepted = acceptedAtOf(brief);
  // The steps spread between the acceptance and an hour before the seed's anchor.
  const gap = Math.min(20 * HOUR_MS, (SEED_ANCHOR_MS - HOUR_MS - accepted) / seededSteps.length);
  const at = (step: SeededStep) => new Date(accepted + stepIndex(step) * gap);
  const base = `briefs/${brief.id}`;

  const timelines: SeedDoc[] = [];
  const steps: SeedDoc[] = [];
  plans.forEach(({ party, step }, n) => {
    const uid = party.uid;
    const reached = (s: SeededStep) => stepIndex(step) >= stepIndex(s);
    const timeline: Record<string, Date> = { accepted: new Date(accepted) };
    const drafts: Record<string, Record<string, unknown>> = {};

    if (reached('addressShared')) {
      timeline.addressShared = at('addressShared');
      steps.push({
        path: `${base}/shippingAddresses/${uid}`,
        data: {
          userId: uid,
          briefId: brief.id,
          fullName: party.name,
          phone: `0532 555 10 ${String(10 + n)}`,
          addressLine: `Caferağa Mah. Moda Cad. No: ${12 + n} D: 3`,
          district: 'Kadıköy',
          city: 'İstanbul',
          postalCode: '34710',
          kvkkConsent: true,
          consentVersion: '1',
          submittedBy: uid,
          createdAt: at('addressShared'),
          updatedAt: at('addressShared'),
        },
      });
    }
    if (reached('shipped')) {
      timeline.shipped = at('shipped');
      const received = reached('received');
      if (received) timeline.received = at('received');
      steps.push({
        path: `${base}/shipments/${uid}`,
        data: {
          userId: uid,
          briefId: brief.id,
          carrier: n % 2 === 0 ? 'yurtici' : 'aras',
          carrierName: '',
          trackingNumber: `DEMO${String(40_211_300 + n)}`,
          shippedBy: ownerId,
          shippedAt: at('shipped'),
          receivedAt: received ? at('received') : null,
          receivedBy: received ? uid : '',
          updatedAt: received ? at('received') : at('shipped'),
        },
      });
    }
    if (reached('draftSubmitted')) {
      // Past a change request the first round was sent back and a second one came in.
      const rounds = reached('changesRequested') ? (step === 'changesRequested' ? 1 : 2) : 1;
      for (let round = 1; round <= rounds; round++) {
        const submittedAt =
          round === 1 ? at('draftSubmitted') : new Date(at('changesRequested').getTime() + gap / 2);
        const status =
          round < rounds || step === 'changesRequested'
            ? 'changesRequested'
            : reached('approved')
              ? 'approved'
              : 'submitted';
        const reviewedAt =
          status === 'submitted'
            ? null
            : status === 'changesRequested'
              ? at('changesRequested')
              : at('approved');
        drafts[String(round)] = {
          submittedAt,
          status,
          ...(reviewedAt ? { reviewedAt } : {}),
        };
        steps.push({
          path: `${base}/drafts/${uid}_${round}`,
          data: {
            userId: uid,
            briefId: brief.id,
            round,
            media: [],
            link: `https://www.instagram.com/p/demo${brief.id.replace(/[^a-z0-9]/g, '')}${n}r${round}`,
            caption:
              round === 1
                ? 'Güneşli günlerin vazgeçilmezi SPF 50 güneş kremi ☀️ #reklam'
                : 'Açık havada, gün ışığında: SPF 50 güneş kremiyle yaz hazırlığı ☀️ #reklam',
            disclosure: brief.adDisclosure,
            disclosureConfirmed: true,
            submittedBy: uid,
            submittedAt,
            status,
            reviewComment:
              status === 'changesRequested'
                ? 'Ürünün ambalajı videoda daha net görünsün; çekimi gün ışığında yapabilir misiniz?'
                : '',
            reviewedBy: reviewedAt ? ownerId : '',
            reviewedAt,
          },
        });
      }
      if (reached('approved')) timeline.approved = at('approved');
      if (reached('live')) {
        timeline.live = at('live');
        steps.push({
          path: `${base}/deliveries/${uid}`,
          data: {
            userId: uid,
            briefId: brief.id,
            postLink: `https://www.instagram.com/p/demo${brief.id.replace(/[^a-z0-9]/g, '')}${n}live`,
            disclosure: brief.adDisclosure,
            disclosureConfirmed: true,
            submittedBy: uid,
            submittedAt: at('live'),
            updatedAt: at('live'),
            draftRound: rounds,
          },
        });
      }
    }
    timelines.push({
      path: `${base}/collaborations/${uid}`,
      data: {
        briefId: brief.id,
        userId: uid,
        ownerId,
        steps: timeline,
        drafts,
        updatedAt: new Date(Math.max(...Object.values(timeline).map((d) => d.getTime()))),
      },
    });
  });
  return [...timelines, ...steps];
}
