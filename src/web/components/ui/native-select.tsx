import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';
import type { SelectOption } from './select';

type NativeSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
};

/**
 * The browser's own dropdown, drawn like the Radix one ({@link ./select}): for the list filters,
 * which a page shows on its first render, so they cost no script beyond this file.
 */
export function NativeSelect({ value, onValueChange, options, className, ...props }: NativeSelectProps) {
  const selected = options.find((o) => o.value === value);
  return (
    <div className={cn('relative min-w-0', className)}>
      <select
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        title={selected?.label}
        className="h-10 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-card py-2 pr-9 pl-3 text-sm disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-red-500"
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden
      />
    </div>
  );
}
