import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/lib/forms';
import type { SocialMediaInput } from '../accountSchemas';
import { socialKeys } from '../model/profileFields';
import { TextField } from '@/components/forms/TextField';

type Props = {
  idPrefix: string;
  value: SocialMediaInput;
  errors: FieldErrors<SocialMediaInput>;
  onChange: (key: keyof SocialMediaInput, value: string) => void;
  disabled?: boolean;
};

/** Instagram, TikTok, YouTube, Twitter and Twitch: usernames, and a channel link for YouTube. */
export function SocialMediaFields({ idPrefix, value, errors, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {socialKeys.map((key) => (
        <TextField
          key={key}
          id={`${idPrefix}-${key}`}
          label={t(`account.fields.${key}`)}
          value={value[key]}
          error={errors[key]}
          onChange={(next) => onChange(key, next)}
          type={key === 'youtube' ? 'url' : 'text'}
          autoComplete="off"
          placeholder={t(`account.placeholders.${key}`)}
          disabled={disabled}
        />
      ))}
    </>
  );
}
