import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '#web/components/ui/link-button';
import { AdminTabs } from './admin-tabs';

type SubpageLayoutProps = {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The dashboard the screen returns to. */
  back?: string;
  /** The way back's words, when it leads to a screen that is not a dashboard. */
  backLabel?: string;
};

/**
 * A screen below a dashboard (the admin's unless `back` says): the way back, the admin's section
 * tabs on an admin screen (so the next section is one click away, not two), its heading and what
 * it is for.
 */
export function AdminSubpageLayout({
  title,
  description,
  children,
  back = '/admin',
  backLabel = 'Back to Dashboard',
}: SubpageLayoutProps) {
  return (
    <main className="mx-auto flex min-h-screen max-w-7xl flex-col gap-6 px-4 py-6">
      <LinkButton to={back} icon={ArrowLeft} variant="ghost" className="self-start">
        {backLabel}
      </LinkButton>
      {back.startsWith('/admin') ? <AdminTabs /> : null}
      <header>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
      {children}
    </main>
  );
}
