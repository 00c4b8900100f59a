import type { ReactNode } from 'react';
import type { Article } from '../load-article';
import { Breadcrumbs } from './breadcrumbs';
import { MarkdownContent } from './markdown-content';
import { useDocumentTitle } from './use-document-title';

type Props = {
  article: Article;
  /** Shown after the page's first section (roadmap cards, market panels). */
  insert?: ReactNode;
};

/** A content page: breadcrumbs and its Markdown, optionally with live parts after the intro. */
export function ArticleView({ article, insert }: Props) {
  useDocumentTitle(article.title);
  if (!insert) {
    return (
      <div className="mx-auto max-w-3xl">
        <Breadcrumbs slug={article.slug} />
        <article>
          <MarkdownContent trees={[article.intro, article.rest]} />
        </article>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl">
      <Breadcrumbs slug={article.slug} />
      <article>
        <MarkdownContent trees={[article.intro]} className="max-w-3xl" />
        <div className="my-10">{insert}</div>
        {article.rest.children.length > 0 ? (
          <MarkdownContent trees={[article.rest]} className="max-w-3xl" />
        ) : null}
      </article>
    </div>
  );
}
