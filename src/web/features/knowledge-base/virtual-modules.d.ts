// Served by build/kb-search-plugin.ts.

declare module 'virtual:kb-pages' {
  export const pages: readonly import('./content/pages').KbPageMeta[];
}

declare module 'virtual:kb-search' {
  export const documents: readonly import('./search/search-options').KbSearchDocument[];
  export const indexJson: string;
}
