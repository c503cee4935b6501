/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

interface Sample {
  filePath: string;
  code: string;
}
interface Linted {
  filePath: string;
  rules: (string | null)[];
  messages: string[];
}

/** One ESLint (or stylelint) run, a child process, over every sample: the project's config, the samples' paths. */
function lint(samples: Sample[], runner = 'lint-samples.mjs'): Linted[] {
  const input = samples.map((sample) => ({ ...sample, filePath: path.join(ROOT, sample.filePath) }));
  const output = execFileSync(process.execPath, [path.join(__dirname, runner)], {
    cwd: ROOT,
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  return (JSON.parse(output) as Linted[]).map((result) => ({
    ...result,
    filePath: path.relative(ROOT, result.filePath),
  }));
}

const upward = (from: string, importPath: string, name: string) => ({
  filePath: from,
  code: `import { ${name} } from '${importPath}';\n\nexport const sample = ${name};\n`,
});

const SAMPLES: Record<string, Sample> = {
  sharedImportsApi: upward('shared/format/sample.ts', '@/api/core/outcome', 'readError'),
  sharedImportsFeature: upward('shared/format/sample.ts', '@/features/sms', 'SMS_TEXT'),
  apiImportsStore: upward('api/fund/sample.ts', '@/store', 'makeStore'),
  apiImportsFeature: upward('api/fund/sample.ts', '@/features/sms', 'SMS_TEXT'),
  storeImportsFeature: upward('store/sample.ts', '@/features/sms', 'SMS_TEXT'),
  featureImportsPage: upward('features/sms/sample.ts', '@/pages/login/login-texts', 'LOGIN_TEXT'),
  pageImportsPage: upward('pages/reset/sample.ts', '@/pages/login/login-texts', 'LOGIN_TEXT'),
  pageImportsFeature: upward('pages/reset/sample.ts', '@/features/sms', 'SMS_TEXT'),
  featureImportsFeature: upward('features/redeem/sample.ts', '@/features/order', 'OrderForm'),
  featureImportsFeatureFile: upward(
    'features/bank-card/sample.ts',
    '@/features/user-centre/contact-form',
    'ContactForm',
  ),
  kitImportsFeature: upward('features/sms/sample.ts', '@/features/bank-card', 'AddCardForm'),
  featureImportsKit: upward('features/redeem/sample.ts', '@/features/trade-kit', 'useServerNow'),
  kitImportsKit: upward('features/receiving-account/sample.ts', '@/features/trade-kit', 'useServerNow'),
  featureImportsStoreAndApi: {
    filePath: 'features/sms/sample.ts',
    code: "import { readError } from '@/api/core/outcome';\nimport { makeStore } from '@/store';\n\nexport const sample = [readError, makeStore];\n",
  },
  elementReactInFeature: {
    filePath: 'features/sms/sample.ts',
    code: "import { Button } from 'element-react/next';\n\nexport const sample = Button;\n",
  },
  elementClassInJsx: {
    filePath: 'features/sms/sample.tsx',
    code: 'export const Sample = () => <i className="el-icon-loading" aria-hidden="true" />;\n',
  },
  elementClassInTemplate: {
    filePath: 'pages/login/sample.tsx',
    code: "export const sample = (on: boolean) => `gz-a ${on ? 'x' : ''} el-button--primary`;\n",
  },
  elementSelectorString: {
    filePath: 'shared/components/sample.ts',
    code: "export const sample = () => document.querySelector('.el-dialog__body');\n",
  },
  elementClassInFacade: {
    filePath: 'shared/ui/sample.tsx',
    code: 'export const Sample = () => <i className="el-icon-loading" aria-hidden="true" />;\n',
  },
  wordsThatAreNotClasses: {
    filePath: 'features/sms/sample.ts',
    code: "export const sample = ['label-top', 'model-x', 'gz-panel-el', 'travel-plan'];\n",
  },
  floatingPromise: {
    filePath: 'features/sms/sample.ts',
    code: 'const later = () => Promise.resolve(1);\n\nexport function sample(): void {\n  later();\n}\n',
  },
  promiseSetAside: {
    filePath: 'features/sms/sample.ts',
    code: 'const later = () => Promise.resolve(1);\n\nexport function sample(): void {\n  void later();\n}\n',
  },
  promiseToClickHandler: {
    filePath: 'features/sms/sample.tsx',
    code: 'export const Sample = ({ go }: { go: () => Promise<void> }) => (\n  <button type="button" onClick={go}>\n    确定\n  </button>\n);\n',
  },
  awaitedValue: {
    filePath: 'server/dict/sample.ts',
    code: 'export async function sample(): Promise<void> {\n  await 1;\n}\n',
  },
  returnedInTry: {
    filePath: 'server/dict/sample.ts',
    code: 'export async function sample(read: () => Promise<number>): Promise<number> {\n  try {\n    return read();\n  } catch {\n    return 0;\n  }\n}\n',
  },
  clickableDiv: {
    filePath: 'features/sms/sample.tsx',
    code: 'export const Sample = ({ go }: { go: () => void }) => <div onClick={go}>确定</div>;\n',
  },
  imageWithoutAlt: {
    filePath: 'pages/login/sample.tsx',
    code: 'export const Sample = () => <img src="/logo.png" />;\n',
  },
  scrollingRegion: {
    filePath: 'features/assets/sample.tsx',
    code: 'export const Sample = () => (\n  <div role="region" aria-label="持仓" tabIndex={0}>\n    <table />\n  </div>\n);\n',
  },
};

let results: Record<string, Linted>;

beforeAll(() => {
  const names = Object.keys(SAMPLES);
  const linted = lint(names.map((name) => SAMPLES[name]));
  results = Object.fromEntries(names.map((name, index) => [name, linted[index]]));
}, 120_000);

describe('lint: layers pages → features → store → api → shared, no feature importing one outside the kit', () => {
  it.each([
    ['shared importing api', 'sharedImportsApi'],
    ['shared importing a feature', 'sharedImportsFeature'],
    ['api importing store', 'apiImportsStore'],
    ['api importing a feature', 'apiImportsFeature'],
    ['store importing a feature', 'storeImportsFeature'],
    ['a feature importing a page', 'featureImportsPage'],
    ['a page importing another page', 'pageImportsPage'],
    ['a feature importing another feature through its barrel', 'featureImportsFeature'],
    ['a feature importing a file of another feature', 'featureImportsFeatureFile'],
    ['a kit feature importing a feature outside the kit', 'kitImportsFeature'],
  ])('fails on %s', (_what, name) => {
    expect(results[name].rules).toContain('import-x/no-restricted-paths');
  });

  it('lets imports run downwards, and any feature import the kit (FEATURE_KIT)', () => {
    expect(results.pageImportsFeature.rules).toEqual([]);
    expect(results.featureImportsStoreAndApi.rules).toEqual([]);
    expect(results.featureImportsKit.rules).toEqual([]);
    expect(results.kitImportsKit.rules).toEqual([]);
  });
});

describe('lint: element-react and its class names only in shared/ui', () => {
  it('fails on element-react imported outside shared/ui', () => {
    expect(results.elementReactInFeature.rules).toContain('no-restricted-imports');
  });

  it('fails on an el- class in a className, a template string or a selector string', () => {
    for (const name of ['elementClassInJsx', 'elementClassInTemplate', 'elementSelectorString'])
      expect(results[name].rules).toEqual(['no-restricted-syntax']);
    expect(results.elementClassInJsx.messages[0]).toMatch(/shared\/ui/);
  });

  it('allows them inside shared/ui, and leaves words that only contain "el-" alone', () => {
    expect(results.elementClassInFacade.rules).toEqual([]);
    expect(results.wordsThatAreNotClasses.rules).toEqual([]);
  });
});

describe('lint: promises are awaited, or set aside with void where nothing waits (typescript-eslint, type-aware)', () => {
  it('fails on a promise nobody awaits (no-floating-promises), and accepts one set aside with void', () => {
    expect(results.floatingPromise.rules).toEqual(['@typescript-eslint/no-floating-promises']);
    expect(results.promiseSetAside.rules).toEqual([]);
  });

  it('fails on an async function given to a click handler (no-misused-promises)', () => {
    expect(results.promiseToClickHandler.rules).toEqual(['@typescript-eslint/no-misused-promises']);
  });

  it('fails on awaiting a plain value (await-thenable)', () => {
    expect(results.awaitedValue.rules).toEqual(['@typescript-eslint/await-thenable']);
  });

  it('fails on a promise returned unawaited from inside try (return-await): its rejection would skip the catch', () => {
    expect(results.returnedInTry.rules).toEqual(['@typescript-eslint/return-await']);
  });
});

describe('lint: accessible markup (jsx-a11y)', () => {
  it('fails on a clickable div with no keyboard and no role', () => {
    expect(results.clickableDiv.rules).toEqual([
      'jsx-a11y/click-events-have-key-events',
      'jsx-a11y/no-static-element-interactions',
    ]);
  });

  it('fails on an image without alt text', () => {
    expect(results.imageWithoutAlt.rules).toEqual(['jsx-a11y/alt-text']);
  });

  it('lets a scrolling table region take the focus, so the keyboard can scroll it', () => {
    expect(results.scrollingRegion.rules).toEqual([]);
  });
});

const CSS_SAMPLES: Record<string, Sample> = {
  elementSelectorInPage: {
    filePath: 'pages/login/sample.css',
    code: '.gz-login {\n  margin: 0;\n}\n.gz-login .el-tabs__item {\n  flex: 1;\n}\n',
  },
  elementSelectorInFeature: {
    filePath: 'features/sms/sample.css',
    code: '.gz-sms__send.el-button {\n  height: 40px;\n}\n',
  },
  elementSelectorInFacade: {
    filePath: 'shared/ui/sample.css',
    code: 'html .el-button {\n  font-size: 15px;\n}\n',
  },
  elementClassInComment: {
    filePath: 'features/sms/sample.css',
    code: '/* not .el-button: the facade draws it */\n.gz-sms {\n  margin: 0;\n}\n',
  },
  duplicateSelector: {
    filePath: 'features/sms/sample.css',
    code: '.gz-sms {\n  flex: 1;\n}\n.gz-sms {\n  flex: 1 1 200px;\n}\n',
  },
  notBem: { filePath: 'features/sms/sample.css', code: '.gzSms_row {\n  margin: 0;\n}\n' },
  bemAndStates: {
    filePath: 'shared/components/sample.css',
    code: '.gz-risk-tag--high.is-R3,\n.gz-card__title.is-checkPass {\n  color: red;\n}\n',
  },
  rangeMediaQuery: {
    filePath: 'features/sms/sample.css',
    code: '@media (width <= 600px) {\n  .gz-sms {\n    margin: 0;\n  }\n}\n',
  },
};

describe('stylelint (stylelint-config-standard and the project exceptions in .stylelintrc.json)', () => {
  let css: Record<string, Linted>;
  beforeAll(() => {
    const names = Object.keys(CSS_SAMPLES);
    const linted = lint(
      names.map((name) => CSS_SAMPLES[name]),
      'stylelint-samples.mjs',
    );
    css = Object.fromEntries(names.map((name, index) => [name, linted[index]]));
  }, 60_000);

  it('fails on an element selector in a page or feature stylesheet (selector-disallowed-list)', () => {
    expect(css.elementSelectorInPage.rules).toEqual(['selector-disallowed-list']);
    expect(css.elementSelectorInPage.messages[0]).toMatch(/shared\/ui/);
    expect(css.elementSelectorInFeature.rules).toEqual(['selector-disallowed-list']);
  });

  it('allows element selectors in shared/ui and class names in comments', () => {
    expect(css.elementSelectorInFacade.rules).toEqual([]);
    expect(css.elementClassInComment.rules).toEqual([]);
  });

  it('fails on a selector written twice in one file (no-duplicate-selectors)', () => {
    expect(css.duplicateSelector.rules).toEqual(['no-duplicate-selectors']);
  });

  it('fails on a class that is not BEM in kebab-case, and accepts is-… states named by a back-office code', () => {
    expect(css.notBem.rules).toEqual(['selector-class-pattern']);
    expect(css.bemAndStates.rules).toEqual([]);
  });

  it('asks for max-width media queries, which the older 极速模式 browsers read (media-feature-range-notation)', () => {
    expect(css.rangeMediaQuery.rules).toEqual(['media-feature-range-notation']);
  });
});
