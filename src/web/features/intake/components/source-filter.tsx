import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '#web/components/ui/input';

/** The `source` filter of the admin clients list (issue 17), kept in the address like the others. */
export function useSourceFilter(): [string | undefined, (source: string) => void] {
  const [params, setParams] = useSearchParams();
  const source = params.get('source')?.trim() || undefined;
  const set = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value.trim()) next.set('source', value.trim());
      else next.delete('source');
      next.delete('page');
      return next;
    });
  return [source, set];
}

/** A lead source (UTM source) to filter by, applied on Enter or when the field is left. */
export function SourceFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() !== (value ?? '')) onChange(text);
  };
  return (
    <form onSubmit={apply} className="min-w-0">
      <Input
        aria-label="Filter by source"
        placeholder="Source (utm_source)"
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => apply()}
      />
    </form>
  );
}
