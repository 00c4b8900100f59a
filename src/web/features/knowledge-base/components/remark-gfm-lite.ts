import { type Align, parsePipeTable } from '../content/pipe-table';

// The two GitHub Markdown features our pages use, tables and "- [ ]" checklists, as a small remark
// plugin over the pipe-table parser, instead of the full GFM extension set.

type MdNode = {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
  checked?: boolean | null;
  align?: Align[];
};
type Parser = { parse(document: string): unknown };

const TASK_PREFIX = /^\[([ xX])\]\s+/;

function isNode(value: unknown): value is MdNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/** A cell's inline Markdown (emphasis, code, links) as mdast phrasing nodes. */
function inlineNodes(parser: Parser, text: string): MdNode[] {
  const root = parser.parse(text);
  const first = isNode(root) ? root.children?.[0] : undefined;
  if (first?.type === 'paragraph' && root !== null && isNode(root) && root.children?.length === 1) {
    return first.children ?? [];
  }
  return text === '' ? [] : [{ type: 'text', value: text }];
}

function tableFrom(paragraph: MdNode, source: string, parser: Parser): MdNode | null {
  const start = paragraph.position?.start.offset;
  const end = paragraph.position?.end.offset;
  if (start === undefined || end === undefined) return null;
  const table = parsePipeTable(source.slice(start, end));
  if (!table) return null;
  const row = (cells: string[]): MdNode => ({
    type: 'tableRow',
    children: cells.map((cell) => ({ type: 'tableCell', children: inlineNodes(parser, cell) })),
  });
  return {
    type: 'table',
    align: table.align,
    children: [row(table.header), ...table.rows.map(row)],
    position: paragraph.position,
  };
}

function markTask(item: MdNode) {
  const paragraph = item.children?.[0];
  const text = paragraph?.type === 'paragraph' ? paragraph.children?.[0] : undefined;
  const match = text?.type === 'text' ? TASK_PREFIX.exec(text.value ?? '') : null;
  if (!text || !match) return;
  item.checked = match[1] !== ' ';
  text.value = (text.value ?? '').slice(match[0].length);
}

function transform(node: MdNode, source: string, parser: Parser) {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    const table = child.type === 'paragraph' ? tableFrom(child, source, parser) : null;
    if (table) return table;
    if (child.type === 'listItem') markTask(child);
    transform(child, source, parser);
    return child;
  });
}

export function remarkGfmLite(this: Parser) {
  return (tree: unknown, file: { value?: unknown }) => {
    if (isNode(tree)) transform(tree, String(file.value ?? ''), this);
  };
}
