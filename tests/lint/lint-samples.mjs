// Lints small snippets as if they lived at given paths of the tree, with the project's own eslint.config.mjs.
// Run in a child process by the lint tests: ESLint loads its (ESM) config with import(), which jest's module
// sandbox does not allow. Reads [{ filePath, code }] on stdin, prints [{ filePath, rules, messages }].
import { ESLint } from 'eslint';

const samples = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);
const eslint = new ESLint({ cwd: process.cwd() });
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
