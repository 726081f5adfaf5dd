import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";

/** A tab's search box: the trimmed text goes to `onSearch` (which puts it in the URL) when sent. */
export function ListSearch({
  q,
  onSearch,
  formLabel,
  inputLabel,
  placeholder,
}: {
  q: string;
  onSearch: (text: string) => void;
  formLabel: string;
  inputLabel: string;
  placeholder: string;
}) {
  const [text, setText] = useState(q);
  const searchId = useId();

  function search(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label={formLabel} onSubmit={search} className="mb-4 flex gap-2">
      <label htmlFor={searchId} className="sr-only">
        {inputLabel}
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className={inputClass}
      />
      <Button type="submit" aria-label="Search">
        <Search aria-hidden /> <span className="hidden sm:inline">Search</span>
      </Button>
    </form>
  );
}
