import type { CollaborationStepProps } from '../stepProps';

// Placeholder until issue 21's step lands; the workspace already mounts it.
export function ShipmentStep(_props: CollaborationStepProps) {
  return null;
}
