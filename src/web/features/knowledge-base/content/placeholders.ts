import {
  CLIENT_STATUSES,
  formatUsd,
  isPlanId,
  PLAN_IDS,
  PLANS,
  STATUS_INFO,
  TRANSITIONS,
} from '#shared/domain';
import { SETTINGS_DEFAULTS } from '#shared/schemas/settings';

// Prices, plan names and the status pipeline appear in the content as placeholders filled from
// the domain module, so the training pages can never drift from what the CRM enforces (DESIGN §4).

export const CUSTOM_PLAN_PRICE = 'Amount agreed with the client';
export const TERMINAL_STATUS_NOTE = 'None (final status)';

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const BLOCK_LINE = /^\s*\{\{\s*([\w-]+)\s*\}\}\s*$/;

/** Backslash-escapes characters that Markdown would read as syntax inside a value. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, '\\$&');
}

function tableMarkdown(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeMarkdown).join(' | ')} |`;
  return [line(header), `|${header.map(() => ' --- ').join('|')}|`, ...rows.map(line)].join('\n');
}

const statusLabel = (status: keyof typeof STATUS_INFO) => STATUS_INFO[status].label;

const BLOCKS: Record<string, () => string> = {
  'plans-table': () =>
    tableMarkdown(
      ['Plan', 'Price'],
      PLAN_IDS.map((id) => {
        const { label, amount } = PLANS[id];
        return [label, amount === null ? CUSTOM_PLAN_PRICE : formatUsd(amount)];
      }),
    ),
  'status-transitions-table': () =>
    tableMarkdown(
      ['Current status', 'Can move to'],
      CLIENT_STATUSES.map((status) => {
        const next = TRANSITIONS[status];
        return [
          statusLabel(status),
          next.length === 0 ? TERMINAL_STATUS_NOTE : next.map(statusLabel).join(', '),
        ];
      }),
    ),
  'status-list': () => CLIENT_STATUSES.map((status) => `- ${escapeMarkdown(statusLabel(status))}`).join('\n'),
};

/**
 * The address a daily-target placeholder becomes: the build (render-markdown.ts) turns such a
 * link into a figure the page fills from the admin's settings, the default showing until then.
 */
export const TARGET_LINK_PREFIX = '#kb-target:';
type TargetKey = keyof typeof SETTINGS_DEFAULTS.calling.targets;

function isTargetKey(key: string | undefined): key is TargetKey {
  return key !== undefined && Object.hasOwn(SETTINGS_DEFAULTS.calling.targets, key);
}

/**
 * `target:<dials|connected|talkMinutes|meetings>[:<days>]`: Markdown for the live figure (times
 * `days` for a monthly figure), or null.
 */
function targetMarkdown(name: string): string | null {
  const [kind, key, days, ...rest] = name.split(':');
  if (kind !== 'target' || !isTargetKey(key) || rest.length > 0) return null;
  if (days !== undefined && !/^[1-9]\d{0,2}$/.test(days)) return null;
  const factor = days === undefined ? 1 : Number(days);
  const shown = (SETTINGS_DEFAULTS.calling.targets[key] * factor).toLocaleString('en-US');
  return `[${shown}](${TARGET_LINK_PREFIX}${key}${days === undefined ? '' : `:${days}`})`;
}

/** `plan:<id>:label` and `plan:<id>:amount` (the latter only for plans with a fixed price). */
function inlineValue(name: string): string | null {
  const [kind, id, field, ...rest] = name.split(':');
  if (kind !== 'plan' || !isPlanId(id) || rest.length > 0) return null;
  const plan = PLANS[id];
  if (field === 'label') return plan.label;
  if (field === 'amount' && plan.amount !== null) return formatUsd(plan.amount);
  return null;
}

export type ResolvedContent = {
  markdown: string;
  /** Placeholders left as written because nothing knows them, e.g. `{{plan:gold:label}}`. */
  unknown: string[];
};

/**
 * Fills the placeholders of a page: inline ones anywhere (`{{target:dials}}`, the daily targets,
 * stay live: see TARGET_LINK_PREFIX), block ones (`{{plans-table}}`,
 * `{{status-transitions-table}}`, `{{status-list}}`) only when alone on their line.
 */
export function resolvePlaceholders(markdown: string): ResolvedContent {
  const unknown: string[] = [];
  const lines = markdown.split('\n').map((line) => {
    const block = BLOCK_LINE.exec(line)?.[1];
    const render = block === undefined ? undefined : BLOCKS[block];
    if (render) return `\n${render()}\n`;
    return line.replace(PLACEHOLDER, (whole, name: string) => {
      const target = targetMarkdown(name.trim());
      if (target) return target;
      const value = inlineValue(name.trim());
      if (value === null) {
        unknown.push(whole);
        return whole;
      }
      return escapeMarkdown(value);
    });
  });
  return { markdown: lines.join('\n'), unknown };
}
