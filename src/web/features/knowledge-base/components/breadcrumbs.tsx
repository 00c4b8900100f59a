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
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        {trail.map((crumb) => (
          <li key={crumb} className="flex items-center gap-1">
            <Link to={kbPath(crumb)} className="hover:text-brand-700 hover:underline">
              {titleOf(crumb)}
            </Link>
            <ChevronRight className="size-4 text-slate-400" aria-hidden />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-700">
          {titleOf(slug)}
        </li>
      </ol>
    </nav>
  );
}
