import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { TaxStatus } from '@/lib/money';
import type { EarningsOwner } from '../api/earningsApi';
import { selectExporting } from '../earningsSlice';
import { exportEarnings } from '../earningsThunks';
import { csvFileName, earningsCsv, type CsvRecord } from '../model/csv';

/** Hands the text to the browser as a download (a Blob URL, revoked once clicked). */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Props = {
  /** Whose records; null: every influencer's (the admin). */
  owner: EarningsOwner | null;
  month: string;
  /** The tax status for a record's net; without it, her Users document's (read for the export). */
  statusOf?: (record: CsvRecord) => TaxStatus;
  disabled?: boolean;
};

/**
 * "CSV indir": reads every record of the month through the thunk (not only the pages on
 * screen), then builds the file with the model's one CSV builder, which neutralises typed text.
 */
export function EarningsExportButton({ owner, month, statusOf, disabled = false }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const exporting = useAppSelector(selectExporting);

  async function exportCsv() {
    const result = await dispatch(exportEarnings({ owner, month }));
    if (!exportEarnings.fulfilled.match(result)) return;
    const { records, statuses } = result.payload;
    const status =
      statusOf ?? ((record: CsvRecord) => statuses[record.influencerId] ?? 'creatorExempt');
    download(earningsCsv(records, status), csvFileName(month));
  }

  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm"
      disabled={disabled || exporting}
      aria-busy={exporting}
      data-testid="earnings-export"
      onClick={() => void exportCsv()}
    >
      {exporting ? t('earnings.my.exporting') : t('earnings.my.export')}
    </button>
  );
}
