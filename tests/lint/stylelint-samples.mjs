// Lints small stylesheets as if they lived at given paths of the tree, with the project's own .stylelintrc.json.
// Run in a child process by the lint tests, like lint-samples.mjs (stylelint is an ES module).
// Reads [{ filePath, code }] on stdin, prints [{ filePath, rules, messages }].
import stylelint from 'stylelint';

const samples = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);
const results = [];
for (const { filePath, code } of samples) {
  const {
    results: [result],
  } = await stylelint.lint({ code, codeFilename: filePath, cwd: process.cwd() });
  results.push({
    filePath,
    rules: result.warnings.map((warning) => warning.rule),
    messages: result.warnings.map((warning) => warning.text),
  });
}
process.stdout.write(JSON.stringify(results));
