import { pages } from 'virtual:kb-pages';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { kbPath, parentSlug } from '../content/pages';

function titleOf(slug: string): string {
  if (slug === '') return 'Knowledge Base';
  return pages.find((page) => page.slug === slug)?.title ?? slug;
}

/** Knowledge Base › Training Roadmap › Mock Calls. */
export function Breadcrumbs({ slug }: { slug: string }) {
  const trail: string[] = [];
  for (let up = parentSlug(slug); up !== null; up = parentSlug(up)) trail.unshift(up);
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {trail.map((crumb) => (
          <li key={crumb} className="flex items-center gap-1">
            <Link to={kbPath(crumb)} className="hover:text-link hover:underline">
              {titleOf(crumb)}
            </Link>
            <ChevronRight className="size-4 text-faint" aria-hidden />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-soft-foreground">
          {titleOf(slug)}
        </li>
      </ol>
    </nav>
  );
}
