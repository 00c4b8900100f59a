import { anchor, esc } from './html-text';
import type { JsonSchema } from './openapi-document';

const MAX_DEPTH = 8;
const COMPONENT_REF = '#/components/schemas/';

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const schemasIn = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.filter(isSchema) : []);

/** The limits and format of a scalar, in words: `1–100 chars`, `≥ 0`, `date-time`. */
function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  const {
    minLength,
    maxLength,
    minimum,
    maximum,
    exclusiveMinimum,
    format,
    pattern,
    default: fallback,
  } = schema;
  if (typeof format === 'string') notes.push(format);
  if (minLength !== undefined || maxLength !== undefined) {
    notes.push(`${minLength ?? 0}–${maxLength ?? '∞'} chars`);
  }
  // zod writes the safe-integer range on every integer: it says nothing a reader needs.
  if (minimum !== undefined && minimum !== Number.MIN_SAFE_INTEGER) notes.push(`≥ ${minimum}`);
  if (exclusiveMinimum !== undefined) notes.push(`> ${exclusiveMinimum}`);
  if (maximum !== undefined && maximum !== Number.MAX_SAFE_INTEGER) notes.push(`≤ ${maximum}`);
  // A format's own pattern (zod's date-time regex) repeats the format.
  if (typeof pattern === 'string' && typeof format !== 'string') notes.push(`pattern ${pattern}`);
  if (fallback !== undefined) notes.push(`default ${JSON.stringify(fallback)}`);
  return notes;
}

function typeLabel(schema: JsonSchema): string {
  if (schema.const !== undefined) return `<code>${esc(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | ');
    const fallback =
      schema.default === undefined
        ? ''
        : ` <span class="note">default ${esc(JSON.stringify(schema.default))}</span>`;
    return `${values}${fallback}`;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  const notes = constraints(schema);
  return `<span class="type">${esc(type)}</span>${notes.length ? ` <span class="note">${esc(notes.join(', '))}</span>` : ''}`;
}

/** `X or null` for zod's `.nullable()`, which JSON Schema writes as `anyOf: [X, {type: null}]`. */
function withoutNull(options: JsonSchema[]): { rest: JsonSchema[]; nullable: boolean } {
  const rest = options.filter((o) => o.type !== 'null');
  return { rest, nullable: rest.length < options.length };
}

/**
 * A JSON Schema as nested HTML lists: each property with its type, limits, whether it is
 * required, and what it holds. Components are named and linked rather than repeated.
 */
export function outline(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return '<span class="type">any</span>';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.startsWith(COMPONENT_REF)
      ? schema.$ref.slice(COMPONENT_REF.length)
      : schema.$ref;
    return `<a class="type" href="#schema-${anchor(name)}">${esc(name)}</a>`;
  }
  if (depth > MAX_DEPTH) return '<span class="type">…</span>';
  const description =
    typeof schema.description === 'string' ? ` <span class="desc">${esc(schema.description)}</span>` : '';
  const options = schemasIn(schema.anyOf ?? schema.oneOf);
  if (options.length) {
    const { rest, nullable } = withoutNull(options);
    const suffix = nullable ? ' <span class="note">or null</span>' : '';
    if (rest.length === 1) return `${outline(rest[0], depth)}${suffix}${description}`;
    const items = rest.map((o) => `<li>${outline(o, depth + 1)}</li>`).join('');
    return `<span class="type">one of</span>${suffix}${description}<ul>${items}</ul>`;
  }
  const all = schemasIn(schema.allOf);
  if (all.length) return all.map((o) => outline(o, depth)).join(' <span class="note">and</span> ');
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('array')) {
    const items = isSchema(schema.items) ? schema.items : undefined;
    const notes = constraints(schema).filter((n) => !n.endsWith('chars'));
    const count = [
      schema.minItems !== undefined ? `≥ ${schema.minItems} items` : '',
      schema.maxItems !== undefined ? `≤ ${schema.maxItems} items` : '',
    ].filter(Boolean);
    const extra = [...notes, ...count];
    return `<span class="type">array</span>${extra.length ? ` <span class="note">${esc(extra.join(', '))}</span>` : ''}${description} of ${outline(items, depth + 1)}`;
  }
  if (type.includes('object') || isSchema(schema.properties)) {
    return `<span class="type">object</span>${description}${properties(schema, depth)}`;
  }
  return `${typeLabel(schema)}${description}`;
}

function properties(schema: JsonSchema, depth: number): string {
  const props = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const rows = Object.entries(props).map(([name, value]) => {
    const mark = required.has(name) ? ' <span class="req">required</span>' : '';
    return `<li><code class="prop">${esc(name)}</code>${mark}: ${outline(isSchema(value) ? value : undefined, depth + 1)}</li>`;
  });
  if (isSchema(schema.additionalProperties)) {
    rows.push(`<li><em>any key</em>: ${outline(schema.additionalProperties, depth + 1)}</li>`);
  }
  return rows.length ? `<ul>${rows.join('')}</ul>` : '';
}
