import { ProductsView } from '../components/ProductsView';

/** /app/pages/product/image-list: the brand's products as a grid of picture cards. */
export default function ProductImageListPage() {
  return <ProductsView mode="image" />;
}
