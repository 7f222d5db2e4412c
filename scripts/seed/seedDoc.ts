/** A document to write: its full path and plain data (Date values, converted by the writer). */
export type DocData = Record<string, unknown>;
export type SeedDoc = { path: string; data: DocData };
