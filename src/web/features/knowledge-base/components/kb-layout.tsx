import { ArrowLeft, BookOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { LinkButton } from '#web/components/ui/link-button';
import { ThemeSwitch } from '#web/features/theme';
import { cn } from '#web/lib/cn';
import { KB_ROOT } from '../content/pages';

/** The public frame of every knowledge-base page (spec §2): product name, index link, Back to Login. */
export function KbLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // After moving to another page, start at its top and put keyboard and screen-reader focus there.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const loading = navigation.state !== 'idle';
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <a
        href="#kb-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="hidden size-9 shrink-0 place-items-center rounded-lg bg-brand-600 text-white sm:grid">
              <BookOpen className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 leading-tight">
              <p className="truncate font-bold tracking-tight text-foreground">Wise Expert Advisor</p>
              <nav aria-label="Knowledge base">
                <Link
                  to={KB_ROOT}
                  className="text-sm font-medium text-link hover:underline"
                  aria-current={pathname === KB_ROOT ? 'page' : undefined}
                >
                  Knowledge Base
                </Link>
              </nav>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <ThemeSwitch className="hidden sm:inline-flex" />
            <LinkButton to="/login" icon={ArrowLeft} variant="outline" size="sm">
              Back to Login
            </LinkButton>
          </div>
        </div>
        <div
          aria-hidden
          className={cn(
            'h-0.5 origin-left bg-brand-500 transition-transform duration-300',
            loading ? 'scale-x-75' : 'scale-x-0',
          )}
        />
      </header>
      <main
        id="kb-main"
        ref={mainRef}
        tabIndex={-1}
        aria-busy={loading}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:py-10"
      >
        <Outlet />
      </main>
      <footer className="border-t border-border bg-card">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground">
          This knowledge base is public. Never paste client details into it.
        </p>
      </footer>
    </div>
  );
}
