// Moved down to src/components/DisclosureNotice.tsx (issue 21: the collaboration drafts show
// it too).
export { DisclosureNotice } from '@/components/DisclosureNotice';
