import { anchor, esc, inline, prose } from './html-text';
import { OPENAPI_METHODS, type OpenApiDocument, type Operation, type Response } from './openapi-document';
import { REFERENCE_STYLE } from './reference-style';
import { outline } from './schema-outline';

type Entry = { method: string; path: string; op: Operation };

function operationsByTag(doc: OpenApiDocument): Map<string, Entry[]> {
  const byTag = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of OPENAPI_METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      const list = byTag.get(tag) ?? [];
      list.push({ method, path, op });
      byTag.set(tag, list);
    }
  }
  return byTag;
}

const opId = ({ method, path }: Entry) => `op-${anchor(`${method} ${path}`)}`;

function authLine(op: Operation): string {
  const security = op.security ?? [];
  if (security.length === 0) return 'Public: no session or token needed.';
  const scope = security.find((s) => s.apiToken)?.apiToken?.[0];
  return scope
    ? `Session cookie, or an API token with the <code>${esc(scope)}</code> scope.`
    : 'Session cookie only; API tokens are refused.';
}

function parametersTable(op: Operation): string {
  const params = op.parameters ?? [];
  if (!params.length) return '';
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ''}</td><td>${esc(p.in)}</td><td>${outline(p.schema)}${p.description ? ` ${esc(p.description)}` : ''}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><div class="scroll"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Value</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function contentOutline(content: Response['content']): string {
  const entries = Object.entries(content ?? {});
  return entries
    .map(
      ([type, media]) =>
        `<div class="schema"><span class="media">${esc(type)}</span> ${outline(media.schema)}</div>`,
    )
    .join('');
}

function responsesList(op: Operation): string {
  const items = Object.entries(op.responses ?? {})
    .map(
      ([status, response]) =>
        `<li><span class="status s${esc(status[0])}">${esc(status)}</span> ${inline(response.description)}${contentOutline(response.content)}</li>`,
    )
    .join('');
  return `<h4>Responses</h4><ul class="responses">${items}</ul>`;
}

function operationSection(entry: Entry): string {
  const { method, path, op } = entry;
  const body = op.requestBody ? `<h4>Request body</h4>${contentOutline(op.requestBody.content)}` : '';
  return `<article class="op" id="${opId(entry)}" aria-labelledby="${opId(entry)}-title">
<h3 id="${opId(entry)}-title"><span class="method m-${esc(method)}">${esc(method.toUpperCase())}</span> <code class="path">${esc(path)}</code></h3>
<p class="summary">${esc(op.summary ?? '')}</p>
${op.description ? prose(op.description) : ''}
<p class="auth"><strong>Auth:</strong> ${authLine(op)}</p>
${parametersTable(op)}${body}${responsesList(op)}
</article>`;
}

/**
 * The reference page, rendered once from the OpenAPI document: grouped by tag, each operation
 * with its method, path, authentication, parameters, body and responses. No script, so it needs
 * nothing beyond the app's CSP (docs/decisions/0031).
 */
export function renderReference(doc: OpenApiDocument): string {
  const byTag = [...operationsByTag(doc)].sort(([a], [b]) => a.localeCompare(b));
  const toc = byTag
    .map(
      ([tag, entries]) =>
        `<li><a href="#tag-${anchor(tag)}">${esc(tag)}</a><ul>${entries
          .map(
            (e) =>
              `<li><a href="#${opId(e)}"><span class="method m-${esc(e.method)}">${esc(e.method.toUpperCase())}</span> ${esc(e.path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = byTag
    .map(
      ([tag, entries]) =>
        `<section aria-labelledby="tag-${anchor(tag)}"><h2 id="tag-${anchor(tag)}">${esc(tag)}</h2>${entries.map(operationSection).join('')}</section>`,
    )
    .join('');
  const schemas = Object.entries(doc.components.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<article class="op" id="schema-${anchor(name)}"><h3><code>${esc(name)}</code></h3><div class="schema">${outline({ ...schema, $ref: undefined })}</div></article>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${esc(doc.info.title)} reference</title>
<style>${REFERENCE_STYLE}</style>
</head>
<body>
<a class="skip" href="#content">Skip to the operations</a>
<header>
<h1>${esc(doc.info.title)} <span class="version">${esc(doc.info.version)}</span></h1>
${prose(doc.info.description ?? '')}
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
</header>
<div class="layout">
<nav aria-label="Operations"><ul class="toc">${toc}</ul></nav>
<main id="content">${sections}<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas}</section></main>
</div>
</body>
</html>`;
}
