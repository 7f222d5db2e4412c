// Ad disclosure moved down to src/lib/adDisclosure.ts (issue 21: the collaboration drafts use
// it too); the brief feature's modules keep importing it from here.
export * from '@/lib/adDisclosure';
