import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import { CheckboxGroup } from '@/components/forms/CheckboxGroup';
import { categoryCodes, categoryLabelKey } from '@/lib/categories';
import { marketplaces } from '@/lib/collections/affiliates';
import { partnerships } from '@/lib/collections/influencers';
import type { DirectoryInput, Gender } from '../model/directoryProfile';

type Props = {
  idPrefix: string;
  value: DirectoryInput;
  /** An i18n key for the categories (the only required choice). */
  categoriesError?: string;
  onChange: (next: DirectoryInput) => void;
  disabled?: boolean;
};

const genders: readonly Exclude<Gender, ''>[] = ['female', 'male'];

/**
 * An influencer's directory choices: categories (which briefs she sees and where brands find
 * her), gender and what she works for. They go to her public profile, not to Users.
 */
export function DirectoryFields({ idPrefix, value, categoriesError, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<DirectoryInput>) => onChange({ ...value, ...patch });
  return (
    <>
      <CheckboxGroup
        id={`${idPrefix}-categories`}
        legend={t('account.directory.categories')}
        hint={t('account.directory.categoriesHint')}
        options={categoryCodes}
        labelOf={(code) => t(categoryLabelKey(code))}
        selected={value.categories}
        onChange={(categories) => set({ categories: [...categories].sort((a, b) => a - b) })}
        error={categoriesError}
        required
        disabled={disabled}
      />
      <fieldset className="mb-3" id={`${idPrefix}-gender`}>
        <legend className="form-label fs-6 mb-1">{t('account.directory.gender')}</legend>
        <div className="d-flex flex-wrap column-gap-3">
          {[...genders, ''].map((gender) => {
            const id = `${idPrefix}-gender-${gender || 'unset'}`;
            return (
              <FormGroup check key={id} className="mb-1">
                <Input
                  id={id}
                  type="radio"
                  name={`${idPrefix}-gender`}
                  checked={value.gender === gender}
                  disabled={disabled}
                  onChange={() => set({ gender: gender as Gender })}
                />
                <Label check for={id}>
                  {t(`account.directory.genders.${gender || 'unset'}`)}
                </Label>
              </FormGroup>
            );
          })}
        </div>
      </fieldset>
      <CheckboxGroup
        id={`${idPrefix}-partnerships`}
        legend={t('account.directory.partnerships')}
        options={partnerships}
        labelOf={(partnership) => t(`account.directory.partnershipLabels.${partnership}`)}
        selected={value.partnerships}
        onChange={(selected) => set({ partnerships: selected })}
        disabled={disabled}
      />
      <CheckboxGroup
        id={`${idPrefix}-affiliate`}
        legend={t('account.directory.affiliate')}
        hint={t('account.directory.affiliateHint')}
        options={marketplaces}
        labelOf={(marketplace) => t(`account.directory.marketplaces.${marketplace}`)}
        selected={value.affiliateMarketplaces ?? []}
        onChange={(selected) => set({ affiliateMarketplaces: selected })}
        disabled={disabled}
      />
    </>
  );
}

/** The directory choices' one rule: at least one category (briefs are matched by category). */
export function directoryError(value: DirectoryInput): string | undefined {
  return value.categories.length === 0 ? 'account.validation.categoriesRequired' : undefined;
}
