import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, Input, Label, Table } from 'reactstrap';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { InfluencerTab } from '../../model/visibility';
import type { CardTexts } from './briefCardText';
import { rowLinkOf } from './links';

type Props = {
  tab: InfluencerTab;
  briefs: BriefDoc[];
  textsOf: (brief: BriefDoc) => CardTexts;
  offerOf: (brief: BriefDoc) => string | null;
  selected: ReadonlySet<string>;
  onToggleSelect: (id: string) => void;
};

/**
 * The influencer's list display (spec section 2): Marka, Platform, and Teklifiniz in the
 * budget tab or İlgi Durumunuz in the barter tab. The project title sits under the brand.
 */
export function InfluencerBriefTable({
  tab,
  briefs,
  textsOf,
  offerOf,
  selected,
  onToggleSelect,
}: Props) {
  const { t } = useTranslation();
  const lastColumn =
    tab === 'budget' ? 'briefs.list.columns.yourOffer' : 'briefs.list.columns.interest';
  return (
    <div className="table-responsive card">
      <Table hover className="brief-table mb-0 align-middle" data-testid="influencer-brief-table">
        <caption className="visually-hidden">{t('projectList.influencerCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('briefs.list.columns.brand')}</th>
            <th scope="col">{t('briefs.list.columns.platform')}</th>
            <th scope="col">{t(lastColumn)}</th>
            <th scope="col">
              <span className="visually-hidden">{t('projectList.selectColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {briefs.map((brief) => {
            const texts = textsOf(brief);
            const checkId = `select-row-${brief.id}`;
            return (
              <tr key={brief.id} data-testid="influencer-brief-row" data-brief-id={brief.id}>
                <th scope="row" className="fw-normal">
                  <div className="small text-body-secondary">{texts.brand}</div>
                  <Link to={rowLinkOf(brief.id)} className="fw-semibold text-break">
                    {texts.title}
                  </Link>
                  <div className="small text-body-secondary">
                    {texts.contentTypes.join(', ')} · {texts.period}
                  </div>
                  {texts.amount && (
                    <Badge color="success" className="mt-1">
                      {texts.amount}
                    </Badge>
                  )}
                </th>
                <td data-label={t('briefs.list.columns.platform')}>{texts.platforms.join(', ')}</td>
                <td data-label={t(lastColumn)} data-testid="row-offer">
                  {offerOf(brief) ?? '…'}
                </td>
                <td>
                  <Input
                    id={checkId}
                    type="checkbox"
                    className="form-check-input"
                    checked={selected.has(brief.id)}
                    onChange={() => onToggleSelect(brief.id)}
                  />
                  <Label for={checkId} className="visually-hidden">
                    {t('briefs.list.select', { title: texts.title })}
                  </Label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
