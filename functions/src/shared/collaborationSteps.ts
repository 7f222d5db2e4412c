// The dated steps of a collaboration's timeline (briefs/{briefId}/collaborations/{userId}, issue
// 21), in order: written once each by the timeline functions, read by the app. Plain TypeScript.
export const collaborationSteps = [
  'accepted',
  'paid',
  'addressShared',
  'shipped',
  'received',
  'approved',
  'live',
  'completed',
] as const;
export type CollaborationStep = (typeof collaborationSteps)[number];
