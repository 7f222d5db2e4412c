import type { CollaborationWorkspaceProps } from '@/components/collaboration/stepProps';
import BriefDetailPage from '@/features/briefs/pages/BriefDetailPage';
import { CollaborationWorkspace } from '@/features/collaboration/CollaborationWorkspace';
import { ReviewStep } from '@/features/reviews/components/ReviewStep';

function Workspace(props: CollaborationWorkspaceProps) {
  return <CollaborationWorkspace {...props} ReviewStep={ReviewStep} />;
}

/**
 * /app/briefDetail with its collaboration workspace and the workspace's review step (issue 21).
 * Composed here because the briefs, collaboration and reviews features may not import each other.
 */
export default function BriefDetailWithCollaboration() {
  return <BriefDetailPage Workspace={Workspace} />;
}
