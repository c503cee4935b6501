/* global module */
// babel-runtime/core-js helper, in its own shape, answered by the browser's built-in (README.md).
module.exports = { default: Object.assign, __esModule: true };
