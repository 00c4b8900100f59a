import { BookOpen, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { ThemeSwitch } from '#web/features/theme';
import { cn } from '#web/lib/cn';
import { useSignOut } from '../api/sign-out';

type Props = { title: string; subtitle?: string; children?: ReactNode };

/** The top bar of /agent and /admin: title, optional search, theme, Knowledge Base, Profile, Logout. */
export function DashboardHeader({ title, subtitle, children }: Props) {
  const signOut = useSignOut();
  return (
    <header className="border-b border-border bg-card">
      <div
        className={cn(
          'mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4',
          // With a search box beside the buttons, the title keeps a row of its own: in the page's
          // 80rem the three side by side left a name of 28 letters cut off and Logout on a new row.
          !children && 'lg:flex-row lg:items-center lg:justify-between',
        )}
      >
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight" title={title}>
            {title}
          </h1>
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {children}
          <nav aria-label="Account" className="flex flex-wrap gap-2">
            <ThemeSwitch className="hidden sm:inline-flex" />
            <Button asChild variant="outline" size="sm">
              <Link to="/knowledge-base">
                <BookOpen aria-hidden />
                Knowledge Base
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/profile">
                <UserRound aria-hidden />
                Profile
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogOut aria-hidden />
              Logout
            </Button>
          </nav>
        </div>
      </div>
    </header>
  );
}
