import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { SEARCH_MAX_LENGTH } from '#shared/domain/constants';
import { cn } from '#web/lib/cn';
import { Input } from './input';

/** A search box with its magnifier icon, as long as the API takes; `className` sizes the wrapper. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
        aria-hidden
      />
      <Input type="search" className="pl-9" maxLength={SEARCH_MAX_LENGTH} {...props} />
    </div>
  );
}
