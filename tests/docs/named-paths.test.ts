import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/*.md name files and hooks in backticks (`api/order/endpoints.ts`, `useFetchRedeemableFundsQuery`).
 * Each must exist, so that the guide does not send a newcomer to a file or hook that was renamed or removed.
 * Placeholders stand for any name: `<domain>`, `NNN`, `*`, `…` or `...`, and `{a,b}` for each of its choices.
 */
const ROOT = path.join(__dirname, '..', '..');
const DOCS = path.join(ROOT, 'docs');
const TOP_LEVEL = new Set(
  readdirSync(ROOT).filter((name) => !name.startsWith('.') && name !== 'node_modules'),
);

function backticked(markdown: string): string[] {
  const withoutFences = markdown.replace(/```[\s\S]*?```/g, '');
  return [...withoutFences.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim());
}

/** A repository path: no spaces, at least one slash, starting at a top-level folder (a `:symbol` is dropped). */
function repositoryPath(span: string): string | undefined {
  const candidate = span.replace(/:[A-Za-z_$][\w$.]*$/, '');
  // A call (`store/makeStore()`) names code, not a file; a URL starts with a slash.
  if (/\s|\(/.test(candidate) || !candidate.includes('/') || candidate.startsWith('/')) return undefined;
  const first = candidate.split('/')[0];
  return TOP_LEVEL.has(first) && statSync(path.join(ROOT, first)).isDirectory() ? candidate : undefined;
}

function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]
    .split(',')
    .flatMap((choice) =>
      expandBraces(pattern.slice(0, match.index) + choice + pattern.slice(match.index + match[0].length)),
    );
}

/** Whether a file name matches one path segment, its placeholders standing for one or more characters. */
function matchesSegment(name: string, segment: string): boolean {
  const parts = segment.split(/<[^>]+>|NNN|\*|…|\.\.\./);
  if (parts.length === 1) return name === segment;
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!name.startsWith(first) || !name.endsWith(last) || name.length <= first.length + last.length)
    return false;
  let at = first.length;
  for (const middle of parts.slice(1, -1)) {
    const found = name.indexOf(middle, at + 1);
    if (found < 0) return false;
    at = found + middle.length;
  }
  return name.length - last.length > at;
}

/** Whether a (possibly placeholder-bearing) path names something that exists. */
function exists(pattern: string): boolean {
  const segments = pattern.replace(/\/$/, '').split('/');
  let candidates = [ROOT];
  for (const segment of segments) {
    candidates = candidates.flatMap((dir) => {
      if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
      return readdirSync(dir)
        .filter((name) => matchesSegment(name, segment))
        .map((name) => path.join(dir, name));
    });
  }
  return candidates.length > 0;
}

/** The hooks RTK Query generates, named where the endpoints are (`export const { useXQuery } = …Api`). */
function apiHooks(): Set<string> {
  const hooks = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.ts'))
        for (const match of readFileSync(full, 'utf8').matchAll(/\buse\w+(?:Query|Mutation)\b/g))
          hooks.add(match[0]);
    }
  };
  visit(path.join(ROOT, 'api'));
  return hooks;
}

const documents = readdirSync(DOCS).filter((name) => name.endsWith('.md'));
const spans = documents.flatMap((name) =>
  backticked(readFileSync(path.join(DOCS, name), 'utf8')).map((span) => ({ doc: name, span })),
);

describe('the docs name only what exists', () => {
  it('finds paths and hooks to check (the scan reads the documents)', () => {
    expect(spans.filter(({ span }) => repositoryPath(span)).length).toBeGreaterThan(20);
  });

  it('every repository path named in docs/*.md exists', () => {
    const missing = spans
      .map(({ doc, span }) => ({ doc, path: repositoryPath(span) }))
      .filter((named): named is { doc: string; path: string } => named.path !== undefined)
      .filter((named) => !expandBraces(named.path).every(exists))
      .map(({ doc, path: named }) => `${doc}: ${named}`);
    expect(missing).toEqual([]);
  });

  it('every RTK Query hook named in docs/*.md is one an api/ file exports', () => {
    const hooks = apiHooks();
    const missing = spans
      .filter(({ span }) => /^use\w+(Query|Mutation)$/.test(span))
      .filter(({ span }) => !hooks.has(span))
      .map(({ doc, span }) => `${doc}: ${span}`);
    expect(missing).toEqual([]);
  });
});
