import { briefDetailPath } from '@/config/paths';

/** A list row opens the brief (spec: /app/briefDetail?briefId={id}). */
export const rowLinkOf = (id: string) => briefDetailPath(id);

/** A list card also carries p = the item id (spec: "List cards link with query parameter p"). */
export const cardLinkOf = (id: string) => `${briefDetailPath(id)}&p=${encodeURIComponent(id)}`;
