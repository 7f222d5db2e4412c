import { useTranslation } from 'react-i18next';
import { Table } from 'reactstrap';
import { formatDay, formatPrice } from '../model/productFormat';
import type { ProductSummary } from '../model/productCatalog';
import { ProductBriefLinks } from './ProductBriefLinks';
import { ProductImage } from './ProductImage';
import '@/components/tables/stackedTable.css';

/** thumb-list: one compact row per product (small picture, name, price, briefs, last use). */
export function ProductThumbTable({ products }: { products: readonly ProductSummary[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-responsive">
      <Table hover className="stacked-table mb-0" data-testid="products-table">
        <caption className="visually-hidden">{t('products.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.table.product')}</th>
            <th scope="col">{t('products.table.price')}</th>
            <th scope="col">{t('products.table.briefCount')}</th>
            <th scope="col">{t('products.table.lastUsed')}</th>
            <th scope="col">{t('products.table.briefs')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.key} data-testid="product-row">
              <th scope="row" className="fw-normal">
                <div className="d-flex align-items-center gap-2">
                  <ProductImage url={product.image} variant="thumb" />
                  <span className="fw-semibold">{product.name}</span>
                </div>
              </th>
              <td data-label={t('products.table.price')}>
                {formatPrice(product.price, i18n.language) ?? (
                  <span className="text-body-secondary">{t('products.noPrice')}</span>
                )}
              </td>
              <td data-label={t('products.table.briefCount')}>
                {t('products.briefCount', { count: product.briefs.length })}
              </td>
              <td data-label={t('products.table.lastUsed')}>
                <time dateTime={new Date(product.lastUsedAt).toISOString()}>
                  {formatDay(product.lastUsedAt, i18n.language)}
                </time>
              </td>
              <td data-label={t('products.table.briefs')}>
                <ProductBriefLinks briefs={product.briefs} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
