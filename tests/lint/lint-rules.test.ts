/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { findElementSelectors } from '@/scripts/check-element-css';

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

/** One ESLint run (a child process) over every sample: the project's config, the samples' paths. */
function lint(samples: Sample[]): Linted[] {
  const input = samples.map((sample) => ({ ...sample, filePath: path.join(ROOT, sample.filePath) }));
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-samples.mjs')], {
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

describe('the CSS check (scripts/check-element-css.ts, part of npm run lint)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'element-css-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (file: string, css: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), css);
  };

  it('fails on an element selector in a page, feature or shared component stylesheet', () => {
    write(
      'pages/login/login.css',
      '.gz-login {\n  margin: 0;\n}\n.gz-login .el-tabs__item {\n  flex: 1;\n}\n',
    );
    write('features/sms/sms.css', '.gz-sms__send.el-button { height: 40px; }\n');
    write('shared/components/x/x.css', 'a { color: red; }\n');
    expect(findElementSelectors(root).sort()).toEqual([
      `${path.join('features', 'sms', 'sms.css')}:1: .el-button`,
      `${path.join('pages', 'login', 'login.css')}:4: .el-tabs__item`,
    ]);
  });

  it('allows them in shared/ui and in comments', () => {
    write('shared/ui/theme.css', 'html .el-button { font-size: 15px; }\n');
    write('features/sms/sms.css', '/* not .el-button: the facade draws it */\n.gz-sms { margin: 0; }\n');
    expect(findElementSelectors(root)).toEqual([]);
  });

  it('finds none in the tree as it is', () => {
    expect(findElementSelectors(ROOT)).toEqual([]);
  });
});
