import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../../app/hooks';
import { toast } from '../../../../layout/toasts/toast';
import type { BriefDoc } from '../../../../lib/collections/briefs';
import { approveBrief, completeBrief, deleteBrief } from '../../api/briefActions';
import { errorCode } from '../../../../lib/errors';
import { projectActionMessage, type ProjectAction } from '../../api/briefErrors';
import { adminPlan } from '../../api/briefQueriesPlan';
import { adminTabs } from '../../model/tabs';
import { AdminBriefTable } from './AdminBriefTable';
import { DeleteBriefModal } from './DeleteBriefModal';
import { DEFAULT_PAGE_SIZE, type PageSize } from './displayModes';
import { ListBody } from './ListBody';
import { ListTabs } from './ListTabs';
import { ListToolbar } from './ListToolbar';
import { useBriefList } from './useBriefList';
import { useCardTexts } from './useCardTexts';

const run: Record<ProjectAction, (id: string) => Promise<void>> = {
  approve: approveBrief,
  complete: completeBrief,
  delete: deleteBrief,
};

/**
 * The admin's view (spec section 2): Onay Bekleyenler / Devam Edenler / Tamamlananlar over every
 * brief, as a table (list display forced) with Onayla, Tamamla and Sil.
 */
export function AdminProjectList() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [busy, setBusy] = useState<Readonly<Record<string, ProjectAction>>>({});
  const [toDelete, setToDelete] = useState<BriefDoc | null>(null);
  const plan = useMemo(() => adminPlan(tab), [tab]);
  const list = useBriefList(plan, pageSize);
  const { textsOf } = useCardTexts();
  const current = adminTabs.find((entry) => entry.id === tab) ?? adminTabs[0]!;

  const perform = async (brief: BriefDoc, action: ProjectAction) => {
    setBusy((prev) => ({ ...prev, [brief.id]: action }));
    try {
      await run[action](brief.id);
      // Approved and completed briefs move to the next tab; deleted ones are gone.
      list.remove(brief.id);
      dispatch(toast.success(projectActionMessage(action)));
      if (action === 'delete') setToDelete(null);
    } catch (error) {
      console.error(`brief ${action} failed`, error);
      dispatch(toast.error(projectActionMessage(action, error)));
      if (action === 'delete') setToDelete(null);
      // Gone, or already moved on by someone else: it no longer belongs in this tab.
      const code = errorCode(error);
      if (code === 'not-found' || code === 'failed-precondition') list.remove(brief.id);
    } finally {
      setBusy((prev) => {
        const next = { ...prev };
        delete next[brief.id];
        return next;
      });
    }
  };

  const onAction = (brief: BriefDoc, action: ProjectAction) => {
    if (action === 'delete') setToDelete(brief);
    else void perform(brief, action);
  };

  return (
    <>
      <ListTabs
        tabs={adminTabs.map((entry) => ({ id: entry.id, title: t(entry.titleKey) }))}
        active={tab}
        onSelect={setTab}
        panelId="admin-briefs"
      />
      <div id="admin-briefs" role="tabpanel" aria-labelledby={`admin-briefs-tab-${tab}`}>
        <ListToolbar pageSize={pageSize} onPageSizeChange={setPageSize} />
        <ListBody list={list} emptyText={t(current.emptyKey)}>
          <AdminBriefTable
            briefs={list.visible}
            textsOf={textsOf}
            busy={busy}
            onAction={onAction}
          />
        </ListBody>
      </div>
      <DeleteBriefModal
        brief={toDelete}
        working={toDelete !== null && busy[toDelete.id] === 'delete'}
        onConfirm={(brief) => void perform(brief, 'delete')}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
