import path from 'node:path';
import type { Plugin } from 'vite';
import { slugFromContentPath } from '../content/pages';
import { type CompiledContent, compileContent } from './compile-content';
import { readContentFiles } from './read-content';

/** Page metadata: `export const pages: KbPageMeta[]` (small; used by cards, roadmap, breadcrumbs). */
export const PAGES_MODULE = 'virtual:kb-pages';
/** Full-text search data: `documents` and the serialized MiniSearch `indexJson` (loaded on demand). */
export const SEARCH_MODULE = 'virtual:kb-search';

/** Query that turns a content file's import into its article: `export default KbArticle`. */
export const ARTICLE_QUERY = '?kb-article';

const VIRTUAL_IDS = new Map([PAGES_MODULE, SEARCH_MODULE].map((id) => [id, `\0${id}`]));

/**
 * Reads content/knowledge-base at build time and serves two virtual modules and one module per
 * page, so the browser gets the card data, a ready-made search index and articles already split
 * from their front matter, without parsing any Markdown file's front matter itself.
 */
export function kbSearchPlugin({ contentDir }: { contentDir: string }): Plugin {
  const root = path.resolve(contentDir);
  let cached: { files: string[]; content: CompiledContent } | null = null;
  const compile = () => {
    if (!cached) {
      const files = readContentFiles(root);
      cached = { files: files.map((f) => f.file), content: compileContent(files) };
    }
    return cached;
  };

  return {
    name: 'kb-search',
    buildStart() {
      cached = null;
    },
    resolveId(id) {
      return VIRTUAL_IDS.get(id) ?? null;
    },
    load(id) {
      if (id.endsWith(ARTICLE_QUERY)) {
        const file = id.slice(0, -ARTICLE_QUERY.length);
        const slug = slugFromContentPath(path.relative(root, file));
        const article = slug === null ? undefined : compile().content.articles.get(slug);
        if (!article) this.error(`${file} is not a knowledge base page under ${root}`);
        this.addWatchFile(file);
        return `export default ${JSON.stringify(article)};`;
      }
      if (id !== VIRTUAL_IDS.get(PAGES_MODULE) && id !== VIRTUAL_IDS.get(SEARCH_MODULE)) return null;
      const { files, content } = compile();
      for (const file of files) this.addWatchFile(file);
      if (id === VIRTUAL_IDS.get(PAGES_MODULE))
        return `export const pages = ${JSON.stringify(content.pages)};`;
      // JSON.parse of a string is faster for the browser than a large object literal.
      return [
        `export const documents = ${JSON.stringify(content.documents)};`,
        `export const indexJson = ${JSON.stringify(content.indexJson)};`,
      ].join('\n');
    },
    configureServer(server) {
      // New, changed or deleted pages change both modules: rebuild them and reload the page.
      const onContentChange = (file: string) => {
        if (!file.startsWith(root) || !file.endsWith('.md')) return;
        cached = null;
        const graph = server.environments.client.moduleGraph;
        for (const resolvedId of VIRTUAL_IDS.values()) {
          const module = graph.getModuleById(resolvedId);
          if (module) graph.invalidateModule(module);
        }
        server.hot.send({ type: 'full-reload' });
      };
      server.watcher.add(root);
      server.watcher.on('add', onContentChange).on('change', onContentChange).on('unlink', onContentChange);
    },
  };
}
