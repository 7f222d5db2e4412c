import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, Button, Table } from 'reactstrap';
import type { BriefDoc } from '@/lib/collections/briefs';
import { ADMIN_CATEGORY_LIMIT, workModelKey } from '../../model/cardFormat';
import { adminActions } from '../../model/status';
import type { ProjectAction } from '../../api/briefErrors';
import type { CardTexts } from './briefCardText';
import { rowLinkOf } from './links';

type Props = {
  briefs: BriefDoc[];
  textsOf: (brief: BriefDoc, maxCategories?: number) => CardTexts;
  /** The action running on a brief, by id. */
  busy: Readonly<Record<string, ProjectAction>>;
  onAction: (brief: BriefDoc, action: ProjectAction) => void;
};

/** The admin's list (spec section 2): Proje, Çalışma Modeli, Durumu, İşlemler. */
export function AdminBriefTable({ briefs, textsOf, busy, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive card">
      <Table hover className="brief-table mb-0 align-middle" data-testid="admin-brief-table">
        <caption className="visually-hidden">{t('projectList.adminCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('briefs.list.columns.project')}</th>
            <th scope="col">{t('briefs.list.columns.workModel')}</th>
            <th scope="col">{t('briefs.list.columns.status')}</th>
            <th scope="col">{t('briefs.list.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {briefs.map((brief) => {
            const texts = textsOf(brief, ADMIN_CATEGORY_LIMIT);
            const allowed = adminActions(brief);
            const running = busy[brief.id];
            const button = (action: ProjectAction, color: string, label: string) => (
              <Button
                size="sm"
                color={color}
                outline={action === 'delete'}
                disabled={running !== undefined}
                aria-busy={running === action || undefined}
                onClick={() => onAction(brief, action)}
                data-testid={`admin-${action}`}
              >
                {running === action && (
                  <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
                )}
                {label}
              </Button>
            );
            return (
              <tr key={brief.id} data-testid="admin-brief-row" data-brief-id={brief.id}>
                <th scope="row" className="fw-normal">
                  <Link to={rowLinkOf(brief.id)} className="fw-semibold d-block text-break">
                    {texts.title}
                  </Link>
                  <span className="small text-body-secondary" data-testid="row-categories">
                    {texts.categories.names.join(', ')}
                    {texts.categories.more && (
                      <>
                        <span aria-hidden="true">…</span>
                        <span className="visually-hidden">{t('projectList.moreCategories')}</span>
                      </>
                    )}
                  </span>
                </th>
                <td data-label={t('briefs.list.columns.workModel')}>
                  {t(workModelKey(brief.paymentType, { admin: true }))}
                </td>
                <td data-label={t('briefs.list.columns.status')}>
                  <Badge
                    color={texts.status.color}
                    pill
                    className={texts.status.color === 'warning' ? 'text-dark' : undefined}
                  >
                    {texts.status.label}
                  </Badge>
                </td>
                <td>
                  <div
                    className="d-flex flex-wrap gap-1"
                    role="group"
                    aria-label={t('projectList.actionsFor', { title: texts.title })}
                  >
                    {allowed.approve && button('approve', 'success', t('briefs.admin.approve'))}
                    {allowed.complete && button('complete', 'primary', t('briefs.admin.complete'))}
                    {button('delete', 'danger', t('briefs.admin.remove'))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
