import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { ProjectAction } from '../../api/briefErrors';
import type { ListSpec } from '../../api/briefQueriesPlan';
import { selectBusyProjectActions } from '../../briefsSlice';
import { runProjectAction } from '../../briefsThunks';
import { adminTabs } from '../../model/tabs';
import { AdminBriefTable } from './AdminBriefTable';
import { DeleteBriefModal } from './DeleteBriefModal';
import { DEFAULT_PAGE_SIZE, type PageSize } from './displayModes';
import { ListBody } from './ListBody';
import { ListTabs } from './ListTabs';
import { ListToolbar } from './ListToolbar';
import { useBriefList } from './useBriefList';
import { useCardTexts } from './useCardTexts';

/**
 * The admin's view (spec section 2): Onay Bekleyenler / Devam Edenler / Tamamlananlar over every
 * brief, as a table (list display forced) with Onayla, Tamamla and Sil.
 */
export function AdminProjectList() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const busy = useAppSelector(selectBusyProjectActions);
  const [toDelete, setToDelete] = useState<BriefDoc | null>(null);
  const spec = useMemo((): ListSpec => ({ view: 'admin', tab }), [tab]);
  const list = useBriefList(spec, pageSize);
  const { textsOf } = useCardTexts();
  const current = adminTabs.find((entry) => entry.id === tab) ?? adminTabs[0]!;

  const perform = async (brief: BriefDoc, action: ProjectAction) => {
    // The thunk raises the toast and takes the brief off this list.
    await dispatch(runProjectAction({ briefId: brief.id, action }));
    if (action === 'delete') setToDelete(null);
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
