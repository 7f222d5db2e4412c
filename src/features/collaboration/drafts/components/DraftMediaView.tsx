import { useTranslation } from 'react-i18next';
import type { DraftDoc } from '@/lib/collections/drafts';

/** A draft's content: its images inline, its video with controls, its link, its caption. */
export function DraftMediaView({ draft }: { draft: DraftDoc }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`draft-content-${draft.round}`}>
      {draft.media.length > 0 && (
        <div className="d-flex flex-wrap gap-2 mb-2">
          {draft.media.map((item, index) =>
            item.kind === 'video' ? (
              <video
                key={item.path}
                src={item.url}
                controls
                preload="metadata"
                className="rounded border"
                style={{ maxWidth: '100%', maxHeight: 360 }}
                aria-label={t('drafts.content.video', { n: index + 1 })}
              >
                {/* A draft has no caption track: the caption text is shown below it. */}
                <track kind="captions" />
              </video>
            ) : (
              <a key={item.path} href={item.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={item.url}
                  alt={t('drafts.content.image', { n: index + 1 })}
                  loading="lazy"
                  className="rounded border"
                  style={{ width: 160, height: 160, objectFit: 'cover' }}
                />
              </a>
            ),
          )}
        </div>
      )}
      {draft.link && (
        <p className="mb-2">
          <span className="small text-body-secondary me-1">{t('drafts.content.link')}</span>
          <a
            href={draft.link}
            target="_blank"
            rel="noopener noreferrer"
            className="text-break"
            data-testid="draft-content-link"
          >
            {draft.link}
          </a>
        </p>
      )}
      <div className="small text-body-secondary">{t('drafts.content.caption')}</div>
      <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
        {draft.caption || t('drafts.content.noCaption')}
      </p>
    </div>
  );
}
