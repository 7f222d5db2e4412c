// Moved down to src/lib/disclosureTexts.ts (issue 21: the collaboration drafts use it too).
export * from '@/lib/disclosureTexts';
