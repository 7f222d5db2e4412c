import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, Input, Label } from 'reactstrap';
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
        <ButtonGroup size="sm" role="group" aria-label={t('briefs.list.displayModes.label')}>
          {displayModes.map((value) => (
            <Button
              key={value}
              color="primary"
              outline={mode !== value}
              aria-pressed={mode === value}
              onClick={() => onModeChange(value)}
              data-testid={`mode-${value}`}
            >
              {t(`briefs.list.displayModes.${value}`)}
            </Button>
          ))}
        </ButtonGroup>
      )}
      {selectedCount > 0 && (
        <span className="small text-body-secondary" role="status">
          {t('projectList.selectedCount', { count: selectedCount })}
        </span>
      )}
      <div className="d-flex align-items-center gap-2 ms-auto">
        <Label for="brief-page-size" className="small mb-0 text-nowrap">
          {t('briefs.list.pageSize')}
        </Label>
        <Input
          id="brief-page-size"
          type="select"
          bsSize="sm"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('briefs.list.pageSizeOption', { count: size })}
            </option>
          ))}
        </Input>
      </div>
    </div>
  );
}
