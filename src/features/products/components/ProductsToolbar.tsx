import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Input, Label } from 'reactstrap';
import { paths } from '@/config/paths';

export type ProductsMode = 'thumb' | 'image';

const modePaths: Record<ProductsMode, string> = {
  thumb: paths.pages.productThumbList,
  image: paths.pages.productImageList,
};

/** The link to a view that carries the search along (?q=). */
export function productsLink(mode: ProductsMode, search: string) {
  return { pathname: modePaths[mode], search: search ? `?q=${encodeURIComponent(search)}` : '' };
}

type Props = {
  mode: ProductsMode;
  search: string;
  onSearch: (text: string) => void;
};

/** The name search and the two views as a segmented switch of links. */
export function ProductsToolbar({ mode, search, onSearch }: Props) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
      <div className="flex-grow-1" style={{ maxWidth: '24rem' }}>
        <Label for="products-search" className="form-label">
          {t('products.search.label')}
        </Label>
        <Input
          id="products-search"
          type="search"
          value={search}
          placeholder={t('products.search.placeholder')}
          autoComplete="off"
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <nav aria-label={t('products.views.label')}>
        <div className="btn-group" data-testid="products-views">
          {(['thumb', 'image'] as const).map((view) => (
            <Link
              key={view}
              to={productsLink(view, search)}
              className={`btn btn-outline-primary${view === mode ? ' active' : ''}`}
              aria-current={view === mode ? 'page' : undefined}
            >
              {t(`products.views.${view}`)}
            </Link>
          ))}
        </div>
      </nav>
    </div>
  );
}
