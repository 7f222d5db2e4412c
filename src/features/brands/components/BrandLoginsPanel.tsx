import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardBody, ListGroup, ListGroupItem, Spinner } from 'reactstrap';
import type { BrandLogin } from '../api/brandsApi';
import type { BrandLoginsState } from '../brandsSlice';

type Props = {
  logins: BrandLoginsState | undefined;
  onCreate: (login: BrandLogin) => void;
  onRetry: () => void;
};

/**
 * The agency's brand logins without a profile (made on /app/addNewBrand): each gets its
 * profile here. Hidden while there are none.
 */
export function BrandLoginsPanel({ logins, onCreate, onRetry }: Props) {
  const { t } = useTranslation();
  if (!logins || (logins.status === 'ready' && logins.items.length === 0)) return null;
  return (
    <Card className="mb-3" data-testid="brand-logins">
      <CardBody>
        <h2 className="h5">{t('brands.mine.pendingTitle')}</h2>
        <p className="text-body-secondary">{t('brands.mine.pendingIntro')}</p>
        {logins.status === 'loading' && (
          <div role="status" className="d-flex align-items-center gap-2">
            <Spinner size="sm" aria-hidden="true" />
            <span>{t('brands.loading')}</span>
          </div>
        )}
        {logins.status === 'error' && (
          <Alert color="danger" fade={false} className="d-flex flex-wrap gap-3 mb-0">
            <span>{t('brands.mine.pendingLoadError')}</span>
            <Button size="sm" color="danger" outline onClick={onRetry}>
              {t('brands.retry')}
            </Button>
          </Alert>
        )}
        {logins.status === 'ready' && (
          <ListGroup flush>
            {logins.items.map((login) => (
              <ListGroupItem
                key={login.uid}
                className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-0"
                data-testid="brand-login"
              >
                <span>{login.brandName || login.title}</span>
                <Button size="sm" color="primary" onClick={() => onCreate(login)}>
                  {t('brands.mine.createProfile')}
                </Button>
              </ListGroupItem>
            ))}
          </ListGroup>
        )}
      </CardBody>
    </Card>
  );
}
