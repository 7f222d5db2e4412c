import type { CollaborationStepProps } from '@/features/collaboration/stepProps';

// Placeholder until issue 21's reviews land; the workspace already mounts it.
export function ReviewStep(_props: CollaborationStepProps) {
  return null;
}
