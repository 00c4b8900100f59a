import type { UIMatch } from 'react-router';

const PRODUCT = 'Wise Expert Advisor';

/** What a route declares in its `handle` to name the browser tab. */
export type TitleHandle = { title: string };

/** A browser tab's text for a page: the page first, so a row of tabs tells them apart. */
export function pageTitle(...parts: string[]): string {
  return [...parts, PRODUCT].join(' · ');
}

function isTitleHandle(handle: unknown): handle is TitleHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as TitleHandle).title === 'string';
}

/** The title of the deepest open route that declares one; null when none does (the knowledge base names its own pages). */
export function routeTitle(matches: Pick<UIMatch, 'handle'>[]): string | null {
  const match = matches.findLast((m) => isTitleHandle(m.handle));
  return match && isTitleHandle(match.handle) ? match.handle.title : null;
}
