import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, FormGroup, FormText, Input, Label, Progress } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { BriefDoc } from '@/lib/collections/briefs';
import { disclosureOf } from '@/lib/adDisclosure';
import { httpsPostLink } from '@/lib/postLink';
import { DisclosureNotice } from '@/components/DisclosureNotice';
import { markersText } from '@/lib/disclosureTexts';
import type { DraftRef } from '../api/draftsApi';
import { selectDraftUploads } from '../draftsSlice';
import { cancelDraftUpload, draftsKey, sendDraft } from '../draftsThunks';
import { CAPTION_MAX, checkFiles } from '../model/draftRounds';

type Props = { brief: BriefDoc; collaboration: DraftRef; round: number; busy: boolean };

type Errors = {
  content?: string;
  link?: string;
  files?: string;
  caption?: string;
  confirm?: string;
};

const ACCEPT = 'image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm';

/**
 * Taslak gönder: images (or one video) uploaded with progress and a cancel button, or a link;
 * the caption; the brief's ad disclosure and her confirmation that the draft carries it.
 */
export function DraftForm({ brief, collaboration, round, busy }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const uploads = useAppSelector((state) =>
    selectDraftUploads(state, draftsKey(collaboration.briefId, collaboration.userId)),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [link, setLink] = useState('');
  const [caption, setCaption] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const id = (name: string) => `draft-${name}-${collaboration.userId}`;
  const markers = markersText(disclosureOf(brief).entries, i18n.language);
  const uploading = busy && uploads.length > 0;

  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    const check = checkFiles(picked);
    setErrors((e) => ({
      ...e,
      content: undefined,
      files: check.ok ? undefined : `drafts.form.files.${check.reason}`,
    }));
    setFiles(check.ok ? picked : []);
    if (!check.ok) event.target.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const linkOk = link.trim() === '' || httpsPostLink(link) !== null;
    const found: Errors = {
      content: files.length === 0 && link.trim() === '' ? 'drafts.form.contentRequired' : undefined,
      link: linkOk ? undefined : 'drafts.form.linkInvalid',
      caption: caption.length > CAPTION_MAX ? 'drafts.form.captionTooLong' : undefined,
      confirm: confirmed ? undefined : 'drafts.form.confirmRequired',
    };
    setErrors(found);
    const first = (['content', 'link', 'caption', 'confirm'] as const).find((key) => found[key]);
    if (first) {
      const target = first === 'content' ? 'files' : first;
      document.getElementById(id(target))?.focus();
      return;
    }
    const sent = await dispatch(
      sendDraft({ ref: collaboration, round, files, link: link.trim(), caption, confirmed }),
    );
    // Kept on failure so nothing typed is lost.
    if (sendDraft.fulfilled.match(sent)) {
      setFiles([]);
      setLink('');
      setCaption('');
      setConfirmed(false);
    }
  };

  const contentError = errors.content ?? errors.files;
  return (
    <Form noValidate onSubmit={submit} data-testid="draft-form" className="mt-2">
      <h4 className="h6">{t('drafts.form.title', { n: round })}</h4>
      <p className="small text-body-secondary">{t('drafts.form.intro')}</p>
      <FormGroup>
        <Label for={id('files')}>{t('drafts.form.files.label')}</Label>
        <Input
          id={id('files')}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={pickFiles}
          disabled={busy}
          invalid={Boolean(contentError)}
          aria-describedby={`${id('files')}-hint${contentError ? ` ${id('files')}-error` : ''}`}
          data-testid="draft-files"
        />
        <FormText id={`${id('files')}-hint`}>{t('drafts.form.files.hint')}</FormText>
        {contentError && (
          <div id={`${id('files')}-error`} className="invalid-feedback d-block" role="alert">
            {t(contentError)}
          </div>
        )}
      </FormGroup>
      {uploading && (
        <div className="mb-3" data-testid="draft-upload-progress">
          {uploads.map((upload, index) => (
            <div key={index} className="mb-1">
              <div className="small text-truncate">{upload.name}</div>
              <Progress
                value={upload.percent}
                aria-label={t('drafts.form.files.progress', {
                  name: upload.name,
                  percent: upload.percent,
                })}
              >
                {upload.percent}%
              </Progress>
            </div>
          ))}
          <Button
            size="sm"
            color="secondary"
            outline
            className="mt-1"
            onClick={() => cancelDraftUpload(collaboration)}
            data-testid="draft-upload-cancel"
          >
            {t('drafts.form.files.cancel')}
          </Button>
        </div>
      )}
      <FormGroup>
        <Label for={id('link')}>{t('drafts.form.link')}</Label>
        <Input
          id={id('link')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={link}
          invalid={Boolean(errors.link)}
          aria-describedby={`${id('link')}-hint${errors.link ? ` ${id('link')}-error` : ''}`}
          onChange={(event) => {
            setLink(event.target.value);
            setErrors((e) => ({ ...e, link: undefined, content: undefined }));
          }}
          disabled={busy}
          data-testid="draft-link"
        />
        <FormText id={`${id('link')}-hint`}>{t('drafts.form.linkHint')}</FormText>
        {errors.link && (
          <div id={`${id('link')}-error`} className="invalid-feedback d-block" role="alert">
            {t(errors.link)}
          </div>
        )}
      </FormGroup>
      <FormGroup>
        <Label for={id('caption')}>{t('drafts.form.caption')}</Label>
        <Input
          id={id('caption')}
          type="textarea"
          rows={4}
          value={caption}
          maxLength={CAPTION_MAX}
          invalid={Boolean(errors.caption)}
          aria-describedby={`${id('caption')}-count${errors.caption ? ` ${id('caption')}-error` : ''}`}
          onChange={(event) => {
            setCaption(event.target.value);
            setErrors((e) => ({ ...e, caption: undefined }));
          }}
          disabled={busy}
          data-testid="draft-caption"
        />
        <FormText id={`${id('caption')}-count`} aria-live="polite">
          {t('drafts.form.captionCount', { count: caption.length, max: CAPTION_MAX })}
        </FormText>
        {errors.caption && (
          <div id={`${id('caption')}-error`} className="invalid-feedback d-block" role="alert">
            {t(errors.caption)}
          </div>
        )}
      </FormGroup>
      <DisclosureNotice brief={brief} />
      <FormGroup check className="mb-3">
        <Input
          id={id('confirm')}
          type="checkbox"
          checked={confirmed}
          invalid={Boolean(errors.confirm)}
          aria-describedby={errors.confirm ? `${id('confirm')}-error` : undefined}
          disabled={busy}
          onChange={(event) => {
            setConfirmed(event.target.checked);
            setErrors((e) => ({ ...e, confirm: undefined }));
          }}
          data-testid="draft-confirm"
        />
        <Label check for={id('confirm')}>
          {t('drafts.form.confirm', { markers })}
        </Label>
        {errors.confirm && (
          <div id={`${id('confirm')}-error`} className="invalid-feedback d-block" role="alert">
            {t(errors.confirm)}
          </div>
        )}
      </FormGroup>
      <Button
        type="submit"
        color="primary"
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="draft-submit"
      >
        {busy ? t('drafts.form.sending') : t('drafts.form.submit')}
      </Button>
    </Form>
  );
}
