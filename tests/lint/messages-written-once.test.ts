/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..');
const SERVER = ['server'];
const CLIENT = ['pages', 'features', 'store', 'api'];
/**
 * Not messages: the seeds' demo data (fund and bank names) and the dev-only gallery's fakes, which stand in for
 * the back office's answers (a prd build drops the gallery). Tests and typings are no product code.
 */
const SKIPPED = /^(server\/seed\/demo-[^/]*|pages\/index\/gallery\/.*)$|\.test\.tsx?$|\.d\.ts$/;
const CJK = /[\u3400-\u9fff]/g;
const MIN_CJK = 6;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !SKIPPED.test(file));
}

/** A whole literal's text: a string, a template (each `${…}` kept as `${…}`) or a JSX text. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
    return node.text.trim();
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => '${…}' + span.literal.text).join('');
  return undefined;
}

/** Every Chinese message (a whole literal with at least six CJK characters) of a file. */
function messagesOf(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const code = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== undefined && (text.match(CJK) ?? []).length >= MIN_CJK) found.push(text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function messagesIn(dirs: string[]): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles))
    for (const text of messagesOf(file)) where.set(text, [...(where.get(text) ?? []), file]);
  return where;
}

describe('a message is written once', () => {
  it('reads the messages of both sides: strings, templates and JSX text', () => {
    expect(messagesIn(SERVER).size).toBeGreaterThan(100);
    expect(messagesIn(CLIENT).size).toBeGreaterThan(100);
  });

  it('no Chinese message is written in both the pages and the back office (the page shows the server’s, or both import it from shared/)', () => {
    const client = messagesIn(CLIENT);
    const twice = [...messagesIn(SERVER)]
      .filter(([text]) => client.has(text))
      .map(
        ([text, files]) =>
          `${text}\n    server: ${files.join(', ')}\n    client: ${client.get(text)!.join(', ')}`,
      );
    expect(twice).toEqual([]);
  });
});
