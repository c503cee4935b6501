// Lints small snippets as if they lived at given paths of the tree, with the project's own eslint.config.mjs.
// Run in a child process by the lint tests: ESLint loads its (ESM) config with import(), which jest's module
// sandbox does not allow. Reads [{ filePath, code }] on stdin, prints [{ filePath, rules, messages }].
import path from 'node:path';

import { ESLint } from 'eslint';

const samples = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);
// The samples are not on disk, so not in tsconfig.json's program: the type-aware rules read them in a program of
// their own, with the project's compiler options.
const allowDefaultProject = [
  ...new Set(samples.map(({ filePath }) => path.relative(process.cwd(), filePath))),
];
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject,
          defaultProject: 'tsconfig.json',
          // A few one-line samples, not a tree: the warning about slow default projects is for real files.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: allowDefaultProject.length,
        },
      },
    },
  },
});
const results = [];
for (const { filePath, code } of samples) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push({
    filePath,
    rules: result.messages.map((message) => message.ruleId),
    messages: result.messages.map((message) => message.message),
  });
}
process.stdout.write(JSON.stringify(results));
