import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, CardBody, Spinner } from 'reactstrap';
import { paths } from '@/config/paths';
import { matchesSearch } from '../model/productCatalog';
import { PRODUCT_BRIEFS_LIMIT } from '../model/productsList';
import { ProductImageGrid } from './ProductImageGrid';
import { ProductThumbTable } from './ProductThumbTable';
import { ProductsToolbar, type ProductsMode } from './ProductsToolbar';
import { useProducts } from './useProducts';

/**
 * /app/pages/product/thumb-list and image-list: the products of the user's barter briefs (an
 * admin's: of everyone's newest briefs), one entry per product, searched by name (?q=).
 */
export function ProductsView({ mode }: { mode: ProductsMode }) {
  const { t } = useTranslation();
  const { spec, list, products, retry } = useProducts();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const scope = spec?.view === 'all' ? 'all' : 'owner';
  const shown = products.filter((product) => matchesSearch(product, search));

  const onSearch = (text: string) =>
    setParams(text ? { q: text } : {}, { replace: true, preventScrollReset: true });

  const body = () => {
    if (!list || list.status === 'loading') {
      return (
        <div role="status" className="d-flex align-items-center gap-2 py-4 justify-content-center">
          <Spinner size="sm" aria-hidden="true" />
          <span>{t('products.loading')}</span>
        </div>
      );
    }
    if (list.status === 'error') {
      return (
        <Alert
          color="danger"
          fade={false}
          className="d-flex flex-wrap align-items-center gap-3 mb-0"
        >
          <span>{t(list.error ?? 'products.errors.load')}</span>
          <Button size="sm" color="danger" outline onClick={retry}>
            {t('products.retry')}
          </Button>
        </Alert>
      );
    }
    if (products.length === 0) {
      return (
        <div role="status" className="text-center py-4" data-testid="products-empty">
          <p className="h5">{t('products.empty.title')}</p>
          <p className="text-body-secondary">{t(`products.empty.${scope}`)}</p>
          <Link className="btn btn-primary" to={paths.app.addNewBrief}>
            {t('products.empty.create')}
          </Link>
        </div>
      );
    }
    if (shown.length === 0) {
      return (
        <p role="status" className="text-center text-body-secondary py-4 mb-0">
          {t('products.noMatch', { search: search.trim() })}
        </p>
      );
    }
    return mode === 'thumb' ? (
      <ProductThumbTable products={shown} />
    ) : (
      <ProductImageGrid products={shown} />
    );
  };

  const ready = list?.status === 'ready' && products.length > 0;
  return (
    <div className="products-page">
      <h1 className="h3 mb-1">{t(`products.title.${scope}`)}</h1>
      <p className="text-body-secondary mb-4">{t(`products.intro.${scope}`)}</p>
      <ProductsToolbar mode={mode} search={search} onSearch={onSearch} />
      {ready && (
        <p className="small text-body-secondary mb-2" aria-live="polite">
          {t('products.count', { count: shown.length })}
        </p>
      )}
      {mode === 'thumb' ? (
        <Card>
          <CardBody>{body()}</CardBody>
        </Card>
      ) : (
        body()
      )}
      {(scope === 'all' || list?.truncated) && (
        <p className="small text-body-secondary mt-3 mb-0" data-testid="products-footnote">
          {t(`products.footnote.${scope}`, { limit: PRODUCT_BRIEFS_LIMIT })}
        </p>
      )}
    </div>
  );
}
