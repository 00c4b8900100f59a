import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

type Props = { page: number; pageCount: number; onPageChange: (page: number) => void };

/** Previous / Page X of Y / Next; hidden when there is one page or fewer (spec §2). */
export function Pagination({ page, pageCount, onPageChange }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-4 py-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-current="page">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
