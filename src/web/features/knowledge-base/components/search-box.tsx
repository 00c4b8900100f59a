import { Search, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { Input } from '#web/components/ui/input';

type Props = { value: string; onChange: (value: string) => void };

export function SearchBox({ value, onChange }: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // On the prerendered /knowledge-base page the box takes typing before React takes it over; that
  // text is in the field but not in `value`, so hand it on once instead of wiping it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render can follow prerendered HTML
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== value) onChange(typed);
  }, []);
  return (
    <search className="grid max-w-2xl gap-2">
      <label htmlFor={id} className="text-sm font-medium text-soft-foreground">
        Search the knowledge base
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
          aria-hidden
        />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onChange('');
            }
          }}
          placeholder="Search titles and page text..."
          autoComplete="off"
          spellCheck={false}
          className="h-11 pr-10 pl-9 text-base sm:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 cursor-pointer place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
            <span className="sr-only">Clear search</span>
          </button>
        ) : null}
      </div>
    </search>
  );
}
