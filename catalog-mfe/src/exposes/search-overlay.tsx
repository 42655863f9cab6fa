import '../styles.css';
import { CatalogBoundary } from '../app/catalog-boundary';
import { SearchPanel, type SearchPanelProps } from '../search/components/search-panel';

export default function SearchOverlay(props: SearchPanelProps) {
  return (
    <CatalogBoundary>
      <SearchPanel {...props} />
    </CatalogBoundary>
  );
}
