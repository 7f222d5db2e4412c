import { useTranslation } from 'react-i18next';
import { Card, CardBody } from 'reactstrap';
import { formatDay, formatPrice } from '../model/productFormat';
import type { ProductSummary } from '../model/productCatalog';
import { ProductBriefLinks } from './ProductBriefLinks';
import { ProductImage } from './ProductImage';
import './products.css';

/** image-list: a responsive grid of cards, each led by the product's large picture. */
export function ProductImageGrid({ products }: { products: readonly ProductSummary[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="product-grid" data-testid="products-grid">
      {products.map((product) => {
        const price = formatPrice(product.price, i18n.language);
        return (
          <li key={product.key}>
            <Card className="h-100" data-testid="product-card">
              <ProductImage url={product.image} variant="card" />
              <CardBody>
                <h2 className="h6 mb-1">{product.name}</h2>
                <p className="fw-semibold mb-1">
                  {price ?? (
                    <span className="fw-normal text-body-secondary">{t('products.noPrice')}</span>
                  )}
                </p>
                <p className="small text-body-secondary mb-2">
                  {t('products.briefCount', { count: product.briefs.length })} ·{' '}
                  <time dateTime={new Date(product.lastUsedAt).toISOString()}>
                    {t('products.card.lastUsed', {
                      date: formatDay(product.lastUsedAt, i18n.language),
                    })}
                  </time>
                </p>
                <h3 className="visually-hidden">{t('products.card.briefs')}</h3>
                <ProductBriefLinks briefs={product.briefs} />
              </CardBody>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
