import '../styles.css';
import { CatalogBoundary } from '../app/catalog-boundary';
import { SearchPanel, type SearchPanelProps } from '../search/components/search-panel';

export default function SearchOverlay(props: SearchPanelProps) {
  return (
    // Fills the overlay's height so the results list, not the page, scrolls.
    <CatalogBoundary className="cat:flex cat:min-h-0 cat:flex-1 cat:flex-col">
      <SearchPanel {...props} />
    </CatalogBoundary>
  );
}
