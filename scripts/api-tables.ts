/**
 * The README's generated tables: the API tables, printed from the endpoint declarations (src/contracts/endpoints),
 * each group's between `<!-- endpoints:<group> -->` and `<!-- /endpoints:<group> -->`; and the spreadsheet's
 * datasheet columns, printed from the product declaration (src/contracts/resources/product.ts), between
 * `<!-- specification-columns -->` and its end. `npx tsx scripts/api-tables.ts`
 * rewrites them; tests/unit/readme-api-tables.test.ts fails when the README and the declarations differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FILE_ANSWER, type Access, type Endpoint } from '../src/contracts/endpoint.ts';
import { declaredEndpoints } from '../src/contracts/endpoints/index.ts';
import { sheetColumns, sheetHeader } from '../src/contracts/admin/catalogue-sheet.ts';
import { columnsOf, specificationFieldIds, specificationFields, type SpecificationField } from '../src/contracts/resources/product.ts';

type Json = { type?: string | string[]; properties?: Record<string, Json>; required?: string[]; items?: Json; anyOf?: Json[]; oneOf?: Json[]; enum?: unknown[]; const?: unknown };

/** The field names of a JSON schema, nested objects and lists of objects spelled out: `{id, sizes: [{size, price}], note?}`. */
function shape(schema: Json, depth = 0): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const shown = [...new Set(variants.map((v) => shape(v, depth)).filter((s) => s !== 'null'))];
    return shown.join(' \\| ') || 'null';
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === 'array' && schema.items) {
    const item = shape(schema.items, depth);
    return item.startsWith('{') ? `[${item}]` : `${item}[]`;
  }
  if (schema.properties) {
    if (depth > 3) return '{…}';
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(([name, sub]) => {
      const inner = shape(sub, depth + 1);
      const mark = required.has(name) ? '' : '?';
      return inner.startsWith('{') || inner.startsWith('[{') ? `${name}${mark}: ${inner}` : `${name}${mark}`;
    });
    return `{${fields.join(', ')}}`;
  }
  if (schema.type === 'null') return 'null';
  return 'value';
}

const jsonOf = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;

const accessText = (a: Access) => (a === 'public' ? '—' : a === 'customer' ? 'customer' : a === 'staff' ? 'any staff' : `\`${a.permission}\``);

function row(e: Endpoint): string {
  const query = e.query ? `\`?${Object.keys(jsonOf(e.query, 'input').properties ?? {}).map((k) => `${k}=`).join('&')}\` ` : '';
  const body = e.body ? `\`${shape(jsonOf(e.body, 'input'))}\` ` : '';
  const answer = e.answer === FILE_ANSWER ? 'a file' : `\`${shape(jsonOf(e.answer, 'output'))}\``;
  const does = `${query}${body}→ ${answer}: ${e.does}`.replace(/\|/g, (m, i: number, s: string) => (s[i - 1] === '\\' ? m : '\\|'));
  return `| \`${e.method} ${e.path}\` | ${accessText(e.access)} | ${does} |`;
}

/** The table of one group: method and path, who may call, input → answer and what it does. */
export function groupTable(group: string, endpoints: readonly Endpoint[] = declaredEndpoints): string {
  const rank = (e: Endpoint) => ['GET', 'POST', 'PUT', 'DELETE'].indexOf(e.method);
  // By path, then method: a resource's list, its record, then the record's parts.
  const sorted = endpoints.filter((e) => e.group === group).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : rank(a) - rank(b)));
  const rows = sorted.map(row);
  return ['| method and path | access | input → answer: does |', '|---|---|---|', ...rows].join('\n');
}

const BLOCK = /<!-- endpoints:([a-z-]+) -->\n[\s\S]*?<!-- \/endpoints:\1 -->/g;

/** The README with every generated block printed again from the declarations. */
export function withApiTables(readme: string, endpoints: readonly Endpoint[] = declaredEndpoints): string {
  return readme
    .replace(BLOCK, (_, group: string) => `<!-- endpoints:${group} -->\n${groupTable(group, endpoints)}\n<!-- /endpoints:${group} -->`)
    .replace(SPECIFICATION, () => `<!-- specification-columns -->\n${specificationColumnsTable()}\n<!-- /specification-columns -->`);
}

/** The product page's row labels in English (`catalogue:spec.*`). */
const pageLabels = (JSON.parse(readFileSync(new URL('../locales/en/catalogue.json', import.meta.url), 'utf8')) as { spec: Record<string, string> }).spec;

/** What a cell of a declared specification field holds, as the import reads it. */
function cellRule(f: SpecificationField): string {
  switch (f.kind) {
    case 'decimal':
      return `a positive decimal up to ${f.max.toLocaleString('en')}, in the unit the header names`;
    case 'text':
      return `text up to ${f.max} characters; blank is "not stated"`;
    case 'bilingual':
      return `text in each language (up to ${f.max.toLocaleString('en')} characters), kept exactly`;
    case 'choice':
      return `${f.values.map((v) => `\`${v}\``).join(', ')} or blank`;
    case 'dictionary':
      return `a \`${f.type}\` dictionary value or blank`;
  }
}

/** The spreadsheet's datasheet columns, one row per declared field (src/contracts/resources/product.ts). */
export function specificationColumnsTable(): string {
  const rows = specificationFieldIds.map((id) => {
    const f: SpecificationField = specificationFields[id];
    const columns = columnsOf(id);
    const headers = columns.map((c) => sheetColumns.find((s) => s.id === c)!).map(sheetHeader).join(', ');
    const page = f.page === 'figure' ? 'the dose-response figure' : `"${pageLabels[f.page === 'own' ? id : f.page]}"${f.page === 'own' ? '' : ' (with others)'}`;
    return `| ${columns.map((c) => `\`${c}\``).join(', ')} | ${headers} | ${cellRule(f)} | ${page} |`;
  });
  return ['| id | header | cell | on the product page |', '|---|---|---|---|', ...rows].join('\n');
}

const SPECIFICATION = /<!-- specification-columns -->\n[\s\S]*?<!-- \/specification-columns -->/;

/** The groups the README has a block for. */
export const readmeGroups = (readme: string) => [...readme.matchAll(BLOCK)].map((m) => m[1]!);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('../README.md', import.meta.url);
  writeFileSync(file, withApiTables(readFileSync(file, 'utf8')));
}
