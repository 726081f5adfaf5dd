import { useT } from "@web/i18n/i18n";
import { useLocation, useSearch } from "wouter";
import { SearchBox } from "@web/components/search/search-box";
import { rememberSearch } from "@web/lib/recent-searches";
import { browseUrl, detectedCategory } from "@web/lib/search-suggestions";

interface SearchFormProps {
  autoFocus?: boolean;
  className?: string;
  /** Called after a search has been submitted, so an overlay can close itself. */
  onSearch?: () => void;
  onTextChange?: (text: string) => void;
}

/** The header search (docs/product.md#search): trimmed text goes to /browse with the category it suggests. */
export function SearchForm({ autoFocus, className, onSearch, onTextChange }: SearchFormProps) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const t = useT();
  return (
    <SearchBox
      // A new address starts an empty box: words from a search the person has left would read as still applied.
      key={`${location}?${search}`}
      label={t("shell.searchAll")}
      autoFocus={autoFocus}
      className={className}
      onTextChange={onTextChange}
      onSubmit={(text, picked) => {
        rememberSearch(text);
        void (picked === undefined ? detectedCategory(text) : Promise.resolve(picked)).then((category) => {
          navigate(browseUrl(text, category));
          onSearch?.();
        });
      }}
    />
  );
}
