import type { TimestampParts } from '@/lib/cursors';

// The paged lists of programmes (docs/data-layer.md): which programmes a list shows, its key in
// state.affiliates.lists and where it continues. Pure: api/ pages by these, the slice keys by them.

/**
 * Which programmes a list shows: the owner's own, every programme (admins), or those an
 * influencer is allowed into (through her AffiliateAllowance documents, newest allowance first).
 */
export type AffiliateListSpec =
  { view: 'owner'; uid: string } | { view: 'all' } | { view: 'allowed'; uid: string };

/** Where a list continues: the last document's exact timestamp and id (docs/data-layer.md). */
export type AffiliateCursor = TimestampParts & { id: string };

/** The list's name in state.affiliates.lists. */
export const listKey = (spec: AffiliateListSpec) =>
  spec.view === 'all' ? 'all' : `${spec.view}:${spec.uid}`;
