import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { cn } from '#web/lib/cn';
import { MarkdownLink } from './markdown-link';
import { remarkGfmLite } from './remark-gfm-lite';
import './kb-prose.css';

function Table({ node: _node, ...props }: ComponentProps<'table'> & ExtraProps) {
  // Wide tables scroll sideways on a phone instead of stretching the page; focusable for keyboards.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="kb-table-wrap" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** Checklist boxes are a visual cue only: the list item's text says what to do. */
function TaskBox({ checked }: ComponentProps<'input'> & ExtraProps) {
  return (
    <span aria-hidden className={cn('kb-task-box', checked && 'kb-task-box-done')}>
      {checked ? <Check className="size-3" /> : null}
    </span>
  );
}

const COMPONENTS: Components = { a: MarkdownLink, table: Table, input: TaskBox };
const REMARK_PLUGINS = [remarkGfmLite];

/** A page's Markdown as React elements; raw HTML in the text is dropped, never rendered. */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div className={cn('kb-prose', className)}>
      <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}
