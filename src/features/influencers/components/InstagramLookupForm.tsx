import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Input, InputGroup, InputGroupText, Label } from 'reactstrap';
import { normalizeInstagramName } from '../influencersThunks';
import { instagramLookupPath } from '../model/links';

/**
 * Admins: open a profile by its Instagram username (spec section 7, "detail by Instagram
 * username"); the profile page does the lookup.
 */
export function InstagramLookupForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const name = normalizeInstagramName(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name) navigate(instagramLookupPath(name));
  };

  return (
    <form className="instagram-lookup" onSubmit={submit} data-testid="instagram-lookup">
      <Label for="instagram-lookup-name" className="small fw-semibold mb-1">
        {t('influencers.lookup.title')}
      </Label>
      <InputGroup size="sm">
        <InputGroupText aria-hidden="true">@</InputGroupText>
        <Input
          id="instagram-lookup-name"
          value={value}
          autoComplete="off"
          maxLength={60}
          placeholder={t('influencers.lookup.placeholder')}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" color="primary" outline disabled={!name}>
          {t('influencers.lookup.submit')}
        </Button>
      </InputGroup>
    </form>
  );
}
