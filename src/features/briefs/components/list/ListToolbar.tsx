import { useTranslation } from 'react-i18next';
import { displayModes, pageSizes, type DisplayMode, type PageSize } from './displayModes';

type Props = {
  /** Absent for the admin, whose list display is forced. */
  mode?: DisplayMode;
  onModeChange?: (mode: DisplayMode) => void;
  pageSize: PageSize;
  onPageSizeChange: (size: PageSize) => void;
  /** How many cards are selected (shown when any). */
  selectedCount?: number;
};

/** Display mode buttons (image, thumb, list) and the page size (4, 8, 12). */
export function ListToolbar({
  mode,
  onModeChange,
  pageSize,
  onPageSizeChange,
  selectedCount = 0,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      {mode && onModeChange && (
        <div
          className="btn-group btn-group-sm"
          role="group"
          aria-label={t('briefs.list.displayModes.label')}
        >
          {displayModes.map((value) => (
            <button
              type="button"
              key={value}
              className={mode === value ? 'btn btn-primary' : 'btn btn-outline-primary'}
              aria-pressed={mode === value}
              onClick={() => onModeChange(value)}
              data-testid={`mode-${value}`}
            >
              {t(`briefs.list.displayModes.${value}`)}
            </button>
          ))}
        </div>
      )}
      {selectedCount > 0 && (
        <span className="small text-body-secondary" role="status">
          {t('projectList.selectedCount', { count: selectedCount })}
        </span>
      )}
      <div className="d-flex align-items-center gap-2 ms-auto">
        <label htmlFor="brief-page-size" className="form-label small mb-0 text-nowrap">
          {t('briefs.list.pageSize')}
        </label>
        <select
          id="brief-page-size"
          className="form-select form-select-sm"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('briefs.list.pageSizeOption', { count: size })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
