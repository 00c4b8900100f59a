import type { Root } from 'hast';
import { type Components, type ExtraProps, toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { cn } from '#web/lib/cn';
import { DailyTarget } from './daily-target';
import { MarkdownLink } from './markdown-link';
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

type SpanProps = ComponentProps<'span'> & ExtraProps & { 'data-kb-target'?: string; 'data-kb-days'?: string };

/** A daily-target placeholder (content/placeholders.ts) is a span the settings fill in. */
function Span({ node: _node, ...props }: SpanProps) {
  const target = props['data-kb-target'];
  if (!target) return <span {...props} />;
  return (
    <DailyTarget name={target} days={Number(props['data-kb-days'] ?? 1)}>
      {props.children}
    </DailyTarget>
  );
}

const COMPONENTS: Partial<Components> = { a: MarkdownLink, table: Table, input: TaskBox, span: Span };

/**
 * Page text as React elements, from the HTML trees the build rendered the Markdown into
 * (build/render-markdown.ts): the browser never parses Markdown. Several trees render as one.
 */
export function MarkdownContent({ trees, className }: { trees: Root[]; className?: string }) {
  const root: Root = { type: 'root', children: trees.flatMap((tree) => tree.children) };
  return (
    <div className={cn('kb-prose', className)}>
      {toJsxRuntime(root, {
        Fragment,
        jsx,
        jsxs,
        components: COMPONENTS,
        ignoreInvalidStyle: true,
        passKeys: true,
        passNode: true,
      })}
    </div>
  );
}
