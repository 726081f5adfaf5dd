import { useT } from "@web/i18n/i18n";
import { clsx } from "clsx";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { Category } from "@contract/categories";
import { SUGGESTION_HIDE_MS, useSearchSuggestions } from "@web/lib/search-suggestions";

interface SearchBoxProps {
  initialValue?: string;
  autoFocus?: boolean;
  className?: string;
  inputClassName?: string;
  placeholder?: string;
  /** Names the search landmark: a page with two search forms needs each told apart. */
  label?: string;
  /**
   * Receives trimmed, non-blank text (docs/product.md#search: blank input does nothing), and the category of a picked
   * suggestion (undefined for typed text: the caller asks for it).
   */
  onSubmit: (text: string, category?: Category | null) => void;
  /** Told each change of the typed text (the phone overlay shows its start panel only while nothing is typed). */
  onTextChange?: (text: string) => void;
}

/** An ARIA combobox (give it a `key` to reset it to a new initialValue): suggestions as you type (≥ 2 characters, ≤ 6), arrows to move, Enter to pick, Escape to close. */
export function SearchBox({
  initialValue = "",
  autoFocus,
  className,
  inputClassName,
  placeholder,
  label,
  onSubmit,
  onTextChange,
}: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<number>(undefined);
  const suggestions = useSearchSuggestions(text, open);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  function submit(value: string, category?: Category | null) {
    const trimmed = value.trim();
    if (!trimmed) return;
    setOpen(false);
    setText(trimmed);
    onSubmit(trimmed, category);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") setOpen(false);
    if (!suggestions.length) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the typed text itself, so the arrows cycle through it as well as the suggestions.
      setActive((i) => ((i + 1 + step + suggestions.length + 1) % (suggestions.length + 1)) - 1);
    }
    const picked = active >= 0 ? suggestions[active] : undefined;
    if (event.key === "Enter" && picked) {
      event.preventDefault();
      submit(picked.text, picked.category);
    }
  }

  return (
    <form
      role="search"
      aria-label={label ?? t("shell.search")}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit(text);
      }}
      className={clsx("relative flex-1", className)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("shell.searchProducts")}
      </label>
      <input
        id={`${id}-input`}
        name="search"
        type="search"
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && suggestions[active] ? `${id}-opt-${active}` : undefined}
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        value={text}
        maxLength={100}
        placeholder={placeholder ?? t("search.placeholder")}
        onChange={(e) => {
          setText(e.target.value);
          onTextChange?.(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        // docs/product.md#limits-and-timings: the list hides 300 ms after the box loses focus, long enough for a tap on a suggestion to land.
        onBlur={() => {
          hideTimer.current = window.setTimeout(() => setOpen(false), SUGGESTION_HIDE_MS);
        }}
        onKeyDown={onKeyDown}
        className={clsx(
          "h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-brand-600/30 md:text-sm [&::-webkit-search-cancel-button]:hidden",
          inputClassName,
        )}
      />
      <button
        type="submit"
        aria-label={t("shell.search")}
        className="absolute top-0 right-0 grid h-11 w-12 place-items-center rounded-r-full text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Search className="size-5" aria-hidden />
      </button>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t("search.suggestions")}
        hidden={suggestions.length === 0}
        className="absolute inset-x-0 top-12 z-50 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((s, i) => (
          <li
            key={s.text}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => submit(s.text, s.category)}
            className={clsx(
              "flex min-h-11 cursor-pointer items-center gap-3 px-4 text-sm text-slate-800",
              i === active ? "bg-brand-50 text-brand-900" : "hover:bg-slate-50",
            )}
          >
            <Search className="size-4 text-slate-400" aria-hidden />
            {s.text}
          </li>
        ))}
      </ul>
    </form>
  );
}
