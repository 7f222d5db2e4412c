import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import type { SessionUser } from '@/store/session/sessionUser';
import { briefDetailPath } from '@/config/paths';
import type { BriefDraft, BriefOwner } from '../api/briefWrites';
import { isBriefOwnerType } from '../model/briefOwner';
import { publishBrief } from '../briefsThunks';
import { BriefForm } from '../components/form/BriefForm';

/** The brief's owner fields from the acting user; null for account types that cannot publish. */
export function briefOwnerOf(user: SessionUser): BriefOwner | null {
  if (!isBriefOwnerType(user.type)) return null;
  return {
    uid: user.uid,
    name: user.brandName?.trim() || user.title,
    image: user.img,
    type: user.type,
  };
}

/**
 * /app/addNewBrief and /app/myAddNewBrief: a brand, an agency or an admin (or an admin acting as
 * one of them) publishes a brief. It starts unapproved; an admin approves it.
 */
export default function AddBriefPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  if (!user) return null; // the /app guard has sent visitors to the login page

  const owner = briefOwnerOf(user);

  const save = async (draft: BriefDraft) => {
    if (!owner) return;
    const published = await dispatch(publishBrief({ draft, owner }));
    if (publishBrief.fulfilled.match(published)) navigate(briefDetailPath(published.payload));
  };

  return (
    <div className="add-brief-page">
      <h1 id="brief-form-title" className="h3 mb-1">
        {t('briefForm.title')}
      </h1>
      <p className="text-body-secondary mb-4">{t('briefForm.intro')}</p>
      {owner ? (
        <BriefForm onSubmit={save} />
      ) : (
        <Alert color="warning" fade={false} data-testid="brief-form-not-allowed">
          {t('briefForm.notAllowed')}
        </Alert>
      )}
    </div>
  );
}
