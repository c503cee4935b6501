import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { Kind, type TSchema } from '@sinclair/typebox';

const API = path.resolve(__dirname, '../../api');

export interface NamedSchema {
  file: string;
  name: string;
  schema: TSchema;
}

/** The contract files on disk (api/<domain>/contract*.ts), so a new one cannot be left out of the checks. */
export function contractFilesOnDisk(): string[] {
  return readdirSync(API, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((domain) =>
      readdirSync(path.join(API, domain.name))
        .filter((file) => /^contract.*\.ts$/.test(file))
        .map((file) => `${domain.name}/${file}`),
    )
    .sort();
}

/** Every exported schema of the given contract modules, keyed by file. */
export function schemasOf(modules: Record<string, Record<string, unknown>>): NamedSchema[] {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter((entry): entry is [string, TSchema] => isSchema(entry[1]))
      .map(([name, schema]) => ({ file, name, schema })),
  );
}

export function isSchema(value: unknown): value is TSchema {
  return typeof value === 'object' && value !== null && Kind in value;
}

/** Every sub-schema with its JSON path, the root included. */
export function* walk(schema: unknown, at = '#'): Generator<[string, Record<string, unknown>]> {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as Record<string, unknown>;
  yield [at, node];
  for (const key of ['properties', 'patternProperties'] as const) {
    const children = node[key] as Record<string, unknown> | undefined;
    for (const [name, child] of Object.entries(children ?? {})) yield* walk(child, `${at}/${key}/${name}`);
  }
  for (const key of ['anyOf', 'allOf', 'oneOf'] as const) {
    const list = (node[key] as unknown[] | undefined) ?? [];
    for (const [i, child] of list.entries()) yield* walk(child, `${at}/${key}/${i}`);
  }
  if (node.items) yield* walk(node.items, `${at}/items`);
  if (typeof node.additionalProperties === 'object') yield* walk(node.additionalProperties, `${at}/ap`);
}

const ROOT = path.resolve(__dirname, '../..');
/** Where browser code lives; the back office (server/) and the tests may load TypeBox at run time. */
const BROWSER_DIRS = ['pages', 'features', 'store', 'shared', 'api'];

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** One import or export statement of a file, without the comment lines before it, on one line. */
function statements(text: string): string[] {
  return text.split(';').map((chunk) =>
    chunk
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** Whether the statement loads api/<domain>/contract*.ts (its module specifier ends the statement). */
function fromContract(statement: string): boolean {
  const specifier = /['"]([^'"]+)['"]$/.exec(statement)?.[1] ?? '';
  return /^contract\b/.test(path.posix.basename(specifier));
}

/**
 * The imports and re-exports of browser code that would load a contract (and so TypeBox) at run time:
 * anything but `import type` / `export type`. Contracts importing each other are not browser code.
 */
export function valueImportsOfContracts(): string[] {
  return BROWSER_DIRS.flatMap(sourceFiles)
    .filter((file) => !/^api\/[^/]+\/contract[^/]*\.ts$/.test(file))
    .flatMap((file) =>
      statements(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((statement) => /^(import|export)\b/.test(statement) && fromContract(statement))
        .filter((statement) => !/^(import|export) type\b/.test(statement))
        .map((statement) => `${file}: ${statement}`),
    );
}
