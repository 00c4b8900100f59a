import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '#web/components/ui/link-button';
import { AdminTabs } from '#web/features/layout';

type Props = { back: string; description: string; filters: ReactNode; children: ReactNode };

/** The board screens' frame: wider than the other screens, since the columns want the width; the admin's has the section tabs. */
export function BoardFrame({ back, description, filters, children }: Props) {
  return (
    <main className="mx-auto flex min-h-screen w-full min-w-0 max-w-[120rem] flex-col gap-4 px-4 py-6">
      <LinkButton to={back} icon={ArrowLeft} variant="ghost" className="self-start">
        Back to Dashboard
      </LinkButton>
      {back === '/admin' ? <AdminTabs /> : null}
      <header className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Pipeline Board</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {filters}
      </header>
      {children}
    </main>
  );
}
