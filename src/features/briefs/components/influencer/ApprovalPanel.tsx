import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardBody, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import type { UserDoc } from '@/lib/collections/users';
import type { SocialMediaMap } from '../../api/influencerProfileFields';
import { selectVerifyStatus } from '../../influencerGateSlice';
import { requestVerification } from '../../influencerGateThunks';
import {
  hasSocialAccount,
  instagramUsername,
  randomVerificationCode,
} from '../../model/influencerChecks';

/** Spec section 4: the app goes to the support chat 2 seconds after the request. */
export const SUPPORT_REDIRECT_MS = 2000;

type Props = {
  user: Pick<
    UserDoc,
    'uid' | 'name' | 'surname' | 'email' | 'type' | 'profileImage' | 'socialMedia'
  >;
  influencerSocial: SocialMediaMap | null;
  profilePath: string;
};

/**
 * An unapproved influencer (spec sections 2 and 4): the notice and 'Hesabımı Onayla', which
 * needs a social media account, then sends the verify request and opens the support chat.
 */
export function ApprovalPanel({ user, influencerSocial, profilePath }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector((state) => selectVerifyStatus(state, user.uid));
  // Busy from the click until the page moves on to the support chat.
  const sending = status === 'sending' || status === 'sent';
  const [needsSocial, setNeedsSocial] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const verify = async () => {
    if (sending) return;
    const userSocial = (user.socialMedia ?? null) as SocialMediaMap | null;
    if (!hasSocialAccount(userSocial, influencerSocial)) {
      setNeedsSocial(true);
      return;
    }
    // Spec section 5: the code is for Instagram, so only an Instagram username gets one.
    const code = instagramUsername(userSocial, influencerSocial) ? randomVerificationCode() : null;
    const result = await dispatch(
      requestVerification({
        user,
        code,
        text:
          code === null
            ? t('projectList.verify.messageWithoutCode')
            : t('projectList.verify.message', { code }),
      }),
    );
    if (!requestVerification.fulfilled.match(result)) return;
    timer.current = setTimeout(() => navigate(paths.app.support), SUPPORT_REDIRECT_MS);
  };

  const confirmSocial = () => {
    setNeedsSocial(false);
    navigate(profilePath);
  };

  return (
    <Card data-testid="approval-panel">
      <CardBody className="text-center py-5">
        <p className="fs-5 mb-4">{t('briefs.influencer.approvalRequired')}</p>
        <Button
          color="primary"
          onClick={() => void verify()}
          disabled={sending}
          aria-busy={sending || undefined}
          data-testid="verify-account"
        >
          {sending && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {sending ? t('briefs.influencer.sending') : t('briefs.influencer.verifyAccount')}
        </Button>
      </CardBody>
      <Modal
        isOpen={needsSocial}
        toggle={confirmSocial}
        centered
        labelledBy="social-required-title"
        data-testid="social-modal"
      >
        <ModalHeader tag="h2">
          <span id="social-required-title" className="h5">
            {t('briefs.influencer.social.title')}
          </span>
        </ModalHeader>
        <ModalBody>{t('briefs.influencer.social.message')}</ModalBody>
        <ModalFooter>
          <Button color="primary" onClick={confirmSocial}>
            {t('briefs.influencer.social.ok')}
          </Button>
        </ModalFooter>
      </Modal>
    </Card>
  );
}
