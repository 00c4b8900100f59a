import { Users } from 'lucide-react';

/** 'No clients found' with the hint that fits why the list is empty (spec §2). */
export function ClientsEmptyState({ searching, filtered }: { searching: boolean; filtered: boolean }) {
  const hint = searching
    ? 'Try adjusting your search terms.'
    : filtered
      ? 'No clients match the selected filters.'
      : 'Start by adding your first client';
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-input bg-card py-16 text-center">
      <Users className="size-10 text-faint" aria-hidden />
      <p className="text-lg font-semibold">No clients found</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}
