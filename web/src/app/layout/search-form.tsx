import { clsx } from "clsx";
import { Search } from "lucide-react";
import { useId, type FormEvent } from "react";
import { useLocation } from "wouter";

interface SearchFormProps {
  autoFocus?: boolean;
  className?: string;
  /** Called after a search has been submitted, so an overlay can close itself. */
  onSearch?: () => void;
}

/** The header search rule (part 1 §5): trimmed text goes to /browse; blank input does nothing. */
export function SearchForm({ autoFocus, className, onSearch }: SearchFormProps) {
  const [, navigate] = useLocation();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    if (!text) return;
    navigate(`/browse?search=${encodeURIComponent(text)}`);
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={submit} className={clsx("relative flex-1", className)}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        name="search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Search phones, furniture, books…"
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-brand-600/30 md:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-full text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Search className="size-5" aria-hidden />
      </button>
    </form>
  );
}
