import type { CollaborationStepProps } from '../stepProps';

// Placeholder until issue 21's step lands; the workspace already mounts it.
export function DraftStep(_props: CollaborationStepProps) {
  return null;
}
