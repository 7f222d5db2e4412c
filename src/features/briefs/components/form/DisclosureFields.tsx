import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import type { Platform } from '@/lib/collections/briefs';
import {
  disclosureHashtags,
  disclosureKinds,
  disclosurePlatforms,
  platformLabels,
  platformNames,
  type DisclosureKind,
} from '../../model/adDisclosure';

type Props = {
  /** The focus target when the choice is missing. */
  id: string;
  /** The platforms ticked on the form (none = Instagram). */
  platforms: readonly Platform[];
  values: Record<Platform, DisclosureKind | ''>;
  onChange: (platform: Platform, kind: DisclosureKind) => void;
  /** An i18n key. */
  error?: string;
  disabled?: boolean;
};

/** Reklam bildirimi: per platform, the marking the influencer must use (required, no default). */
export function DisclosureFields({ id, platforms, values, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const shown = disclosurePlatforms(platforms);
  const optionLabel = (platform: Platform, kind: DisclosureKind) =>
    kind === 'platformLabel'
      ? t('adDisclosure.form.platformLabel', { label: platformLabels[platform] })
      : disclosureHashtags[kind];
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="mb-3"
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      data-testid="disclosure-fields"
    >
      <legend className="form-label fs-6 mb-1">
        {t('adDisclosure.form.legend')}
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div id={`${id}-hint`} className="form-text mt-0 mb-2">
        {t('adDisclosure.form.hint')}
        {platforms.length === 0 && <> {t('adDisclosure.form.defaultPlatform')}</>}
      </div>
      {shown.map((platform) => (
        <fieldset key={platform} className="border rounded px-3 pt-2 pb-1 mb-2">
          <legend className="fs-6 float-none w-auto px-1 mb-0">
            {t('adDisclosure.form.platformLegend', { platform: platformNames[platform] })}
          </legend>
          <div className="d-flex flex-wrap column-gap-3">
            {disclosureKinds.map((kind) => {
              const optionId = `${id}-${platform}-${kind}`;
              return (
                <FormGroup check key={kind} className="mb-1">
                  <Input
                    id={optionId}
                    type="radio"
                    name={`${id}-${platform}`}
                    checked={values[platform] === kind}
                    disabled={disabled}
                    invalid={Boolean(error) && values[platform] === ''}
                    onChange={() => onChange(platform, kind)}
                  />
                  <Label check for={optionId}>
                    {optionLabel(platform, kind)}
                  </Label>
                </FormGroup>
              );
            })}
          </div>
        </fieldset>
      ))}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {t(error)}
        </div>
      )}
    </fieldset>
  );
}
