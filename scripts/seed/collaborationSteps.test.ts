import { describe, expect, it } from 'vitest';
import { demoAccount } from './accounts';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';
import { STEP_BRIEF_ID, seededSteps } from './collaborationSteps';

const dataset = buildDemoDataset();
const docs = dataset.collaborationStepDocs;
const data = (path: string) => docs.find((d) => d.path === path)?.data as Record<string, unknown>;
const timelines = docs.filter((d) => d.path.includes('/collaborations/'));

describe('seeded collaboration steps', () => {
  const brief = dataset.briefs.find((b) => b.id === STEP_BRIEF_ID)!;

  it('puts one accepted party of the barter brief at each step', () => {
    expect(brief.paymentType).not.toBe('money');
    expect(brief.revisionRounds).toBe(2);
    const steps = timelines.map((d) => (d.data as { userId: string }).userId);
    expect(new Set(steps).size).toBe(seededSteps.length);
    expect(timelines).toHaveLength(seededSteps.length);
    for (const timeline of timelines) {
      const uid = (timeline.data as { userId: string }).userId;
      expect(brief.acceptedUsers).toContain(uid);
      expect(brief.completedUsers).not.toContain(uid);
      const bidders = dataset.biddersDocs.find((b) => b.id === brief.id)!;
      expect(bidders.bidders.map((b) => b.bidderId)).toContain(uid);
    }
  });

  it('has each step document behind each timeline step, in order', () => {
    for (const timeline of timelines) {
      const { userId, steps } = timeline.data as { userId: string; steps: Record<string, Date> };
      const base = `briefs/${STEP_BRIEF_ID}`;
      expect(Boolean(data(`${base}/shippingAddresses/${userId}`))).toBe('addressShared' in steps);
      const shipment = data(`${base}/shipments/${userId}`);
      expect(Boolean(shipment)).toBe('shipped' in steps);
      if (shipment) expect(shipment.shippedBy).toBe(demoAccount('brand').uid);
      expect(Boolean(shipment?.receivedAt)).toBe('received' in steps);
      const delivery = data(`${base}/deliveries/${userId}`);
      expect(Boolean(delivery)).toBe('live' in steps);
      if (delivery) {
        const draft = data(`${base}/drafts/${userId}_${String(delivery.draftRound)}`);
        expect(draft.status).toBe('approved');
      }
      const drafts = Object.values(
        (timeline.data as { drafts: Record<string, { status: string }> }).drafts,
      );
      expect(drafts.length > 0).toBe(Boolean(data(`${base}/drafts/${userId}_1`)));
      const times = Object.values(steps).map((d) => d.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('writes the timelines before the steps, so triggers find them recorded', () => {
    const paths = demoDatasetDocs(dataset).map((d) => d.path);
    const lastTimeline = Math.max(...timelines.map((t) => paths.indexOf(t.path)));
    const firstStep = Math.min(
      ...docs.filter((d) => !d.path.includes('/collaborations/')).map((d) => paths.indexOf(d.path)),
    );
    expect(lastTimeline).toBeLessThan(firstStep);
  });
});
