import { lazy } from 'react';
import ProjectListPage from '@/features/briefs/pages/ProjectListPage';

// Loaded only when the page renders it for an admin: chart code and texts stay out of others'.
const AdminWeeklyStatsPanel = lazy(
  () => import('@/features/adminStats/components/AdminWeeklyStatsPanel'),
);

/**
 * /app/projects with the admins' weekly dashboard (issue 22). Composed here because the briefs
 * and adminStats features may not import each other.
 */
export default function ProjectListWithAdminStats() {
  return <ProjectListPage AdminPanel={AdminWeeklyStatsPanel} />;
}
