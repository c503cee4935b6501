import path from 'node:path';

import ts from 'typescript';

/** SQL statements as the back office writes them (any case), in a string or a template's text. */
const SQL_STATEMENTS = [
  /\bSELECT\b.*\bFROM\b/is,
  /\bSELECT\s+\d/i,
  /\bINSERT\s+INTO\b/i,
  /\bINSERT\s+OR\s+[A-Z]+\s+INTO\b/i,
  /\bUPDATE\s+\w+\s+SET\b/i,
  /\bDELETE\s+FROM\b/i,
  /\b(CREATE|DROP|ALTER)\s+(TABLE|INDEX|VIEW|TRIGGER)\b/i,
  /\bPRAGMA\s+\w/i,
  /\bBEGIN\s+(IMMEDIATE|DEFERRED|EXCLUSIVE|TRANSACTION)\b/i,
];
const isSql = (text: string) => SQL_STATEMENTS.some((statement) => statement.test(text));
const DB_METHODS = new Set(['all', 'get', 'run', 'exec', 'tx', 'persist']);

/** Files that may hold SQL: each domain's store.ts (or store-<part>.ts) and the database core. */
export function mayHoldSql(file: string): boolean {
  const base = path.posix.basename(file);
  return file.startsWith('server/core/db/') || base === 'store.ts' || /^store-[a-z-]+\.ts$/.test(base);
}

/** SQL in strings, and database handles (`ctx.db`, `app.portal.db`, `db.all(…)`), with their lines. */
export function sqlProblems(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const at = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      isSql(node.text)
    ) {
      problems.push(`${at(node)} SQL in a string: ${node.text.trim().slice(0, 60)}`);
    }
    if (ts.isPropertyAccessExpression(node)) {
      const onDbVariable =
        ts.isIdentifier(node.expression) && node.expression.text === 'db' && DB_METHODS.has(node.name.text);
      if (node.name.text === 'db' || onDbVariable) {
        problems.push(`${at(node)} database handle: ${node.getText().slice(0, 60)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return problems;
}

/**
 * Every module the file imports (static, `export … from`, dynamic `import()`, `require`), as a repository
 * path ('api/auth/contract', 'server/auth/store') or, for packages and node built-ins, as written.
 */
export function importsOf(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    }
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return specifiers.map((specifier) => {
    if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
    if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier);
    return specifier;
  });
}

/** Whether a resolved import leaves the back office for the portal's own code (not a package). */
export function isRepositoryPath(resolved: string): boolean {
  return /^(api|shared|store|pages|features|deploy|static-agreements|scripts|tests|server)(\/|$)/.test(
    resolved,
  );
}
