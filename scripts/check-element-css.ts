/**
 * element's class names in CSS belong to shared/ui, the facade over element-react (ESLint checks the
 * scripts; this checks the stylesheets). Prints every `.el-…` selector found elsewhere in browser code and
 * exits non-zero if there is one. Usage: tsx scripts/check-element-css.ts  (part of `npm run lint`)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The browser code's folders; shared/ui is the one place allowed to style element's classes. */
const ROOTS = ['pages', 'features', 'shared', 'store', 'api'];
const ALLOWED = `shared${path.sep}ui${path.sep}`;
const ELEMENT_SELECTOR = /\.el-[a-z][\w-]*/g;

function cssFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Comments blanked (newlines kept, so line numbers stay right): a comment may name a class freely. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** `file:line: selector` for every element selector outside shared/ui under `root`. */
export function findElementSelectors(root: string): string[] {
  const problems: string[] = [];
  for (const folder of ROOTS) {
    for (const file of cssFiles(path.join(root, folder))) {
      const relative = path.relative(root, file);
      if (relative.startsWith(ALLOWED)) continue;
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .forEach((line, index) => {
          for (const match of line.matchAll(ELEMENT_SELECTOR))
            problems.push(`${relative}:${index + 1}: ${match[0]}`);
        });
    }
  }
  return problems;
}

if (require.main === module) {
  const problems = findElementSelectors(path.join(__dirname, '..'));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `${problems.length} element selector(s) outside shared/ui: style the facade's props instead.`,
    );
    process.exit(1);
  }
}
