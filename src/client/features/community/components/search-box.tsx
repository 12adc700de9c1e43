import { Search } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The words in the URL now. */
  value: string;
  /** Called once typing pauses (or on Enter), never per keystroke: each call costs a request. */
  onSearch: (q: string) => void;
}

/** 'Search setups': a debounced text box kept in step with the URL's q. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  // The last words this box sent. When the URL's q changes to anything else (Back, Clear filters,
  // a link), the box follows; when it is our own echo it must not, or keys typed meanwhile are lost.
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  // The latest callback, read by the timer without restarting it on every render.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const send = useCallback((q: string) => {
    const words = q.trim();
    if (words === sent.current.trim()) return;
    sent.current = words;
    onSearchRef.current(words);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => send(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor="community-search" className="text-sm font-medium">
          Search setups
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id="community-search"
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Driver, car, track, event…"
            aria-describedby="community-search-hint"
            className="block h-10 w-full rounded-md border border-input bg-card pr-3 pl-9 text-base text-card-foreground placeholder:text-muted-foreground"
          />
        </div>
        <p id="community-search-hint" className="sr-only">
          Results update as you type.
        </p>
      </form>
    </search>
  );
}
