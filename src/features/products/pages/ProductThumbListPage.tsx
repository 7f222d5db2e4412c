import { ProductsView } from '../components/ProductsView';

/** /app/pages/product/thumb-list: the brand's products as a compact list. */
export default function ProductThumbListPage() {
  return <ProductsView mode="thumb" />;
}
