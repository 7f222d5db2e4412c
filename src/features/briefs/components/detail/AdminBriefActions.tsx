import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { ProjectAction } from '../../api/briefErrors';
import { selectProjectActionBusy } from '../../briefsSlice';
import { runProjectAction } from '../../briefsThunks';
import { adminActions } from '../../model/status';

/** Onayla (unverified), Tamamla (verified and open), Sil (always, after a confirmation). */
export function AdminBriefActions({ brief }: { brief: BriefDoc }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const busy = useAppSelector((state) => selectProjectActionBusy(state, brief.id)) !== null;
  const [confirming, setConfirming] = useState(false);
  const allowed = adminActions(brief);

  const act = async (action: ProjectAction) => {
    const done = await dispatch(runProjectAction({ briefId: brief.id, action }));
    setConfirming(false);
    if (action === 'delete' && runProjectAction.fulfilled.match(done)) navigate(paths.app.projects);
  };

  return (
    <section
      className="card mb-4"
      aria-labelledby="admin-actions-title"
      data-testid="admin-actions"
    >
      <div className="card-body">
        <h2 id="admin-actions-title" className="h5 mb-3">
          {t('briefDetail.admin.title')}
        </h2>
        <div className="d-flex flex-wrap gap-2">
          {allowed.approve && (
            <Button color="primary" disabled={busy} onClick={() => void act('approve')}>
              {t('briefs.admin.approve')}
            </Button>
          )}
          {allowed.complete && (
            <Button color="success" disabled={busy} onClick={() => void act('complete')}>
              {t('briefs.admin.complete')}
            </Button>
          )}
          <Button color="danger" outline disabled={busy} onClick={() => setConfirming(true)}>
            {t('briefs.admin.remove')}
          </Button>
        </div>
      </div>
      <Modal isOpen={confirming} toggle={() => setConfirming(false)} fade={false}>
        <ModalHeader toggle={() => setConfirming(false)}>{t('briefs.admin.remove')}</ModalHeader>
        <ModalBody>{t('briefs.admin.confirmRemove')}</ModalBody>
        <ModalFooter>
          <Button color="secondary" outline disabled={busy} onClick={() => setConfirming(false)}>
            {t('briefs.admin.cancel')}
          </Button>
          <Button
            color="danger"
            disabled={busy}
            onClick={() => void act('delete')}
            data-testid="admin-confirm-remove"
          >
            {t('briefs.admin.remove')}
          </Button>
        </ModalFooter>
      </Modal>
    </section>
  );
}
