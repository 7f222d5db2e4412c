// Reading stored documents defensively: a producer must not throw on old or odd data.
import type { DocumentData } from 'firebase-admin/firestore';

export type Data = DocumentData | undefined;

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A brief's owner: briefOwnerUserId, else briefSenderId (both equal; docs/briefs-model.md). */
export const briefOwnerOf = (brief: Data): string =>
  textOf(brief?.briefOwnerUserId) || textOf(brief?.briefSenderId);
