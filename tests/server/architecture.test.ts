import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { importsOf, isRepositoryPath, mayHoldSql, sqlProblems } from './support/architecture';

const ROOT = path.resolve(__dirname, '../..');

function serverFiles(dir = 'server'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * What the back office takes from outside server/ besides the wire contract (api/<domain>/contract.ts,
 * api/core/contract.ts), each for one reason. Other browser code stays out; this list is exact (an entry
 * nobody imports any more must go too).
 */
const OUTSIDE = {
  // The response states of spec §8, one list for the portal and the back office.
  'shared/enums/response-state': 'RESPONSE_STATE',
  // The labels of the dictionaries the portal also shows (education, marriage, …).
  'shared/enums': 'dictionary labels',
  // Fund statuses, business types and confirmation codes with their Chinese labels (messages quote them), and
  // codes by name (PUBLIC_PRODUCT, isPrivateProduct, DEFAULT_OVER_LIMIT).
  'shared/enums/fund': 'FUND_STATUS, BUSINESS_TYPE, CONFIRMATION_STATUS, PUBLIC_PRODUCT, DEFAULT_OVER_LIMIT',
  // What the pages decide too, written once: share and amount rules, remittance window, dividend modes, messages,
  // the written statements of the purchase chain and the special-care age.
  'shared/trading':
    'redeemSharesRefusal, purchaseAmountRefusal, remittanceWindow, dividendModesOf, categoryPolicy, yuanText, NOT_SOLD_ONLINE, WRITTEN_STATEMENTS, specialCareNotice, SPECIAL_CARE_AGE',
  // Shanghai time, one module for the pages and the back office: yyyyMMdd arithmetic, instants at UTC+8, formats.
  'shared/time': 'dayNumber, addDays, shanghaiParts, shanghaiYyyyMmDd, formatShanghaiSecond, DAY …',
  // The refusal of a pure rule, which the day arithmetic (shared/time) throws on the page too.
  'shared/trading/rule-error': 'RuleError',
  // Risk tolerance and fund risk labels (the suitability card's reasons).
  'shared/enums/risk': 'RISK_TOLERANCE, FUND_RISK',
  // The contact rules of trading-accounts §5 and their messages, checked again by PUT /v1/user.
  'shared/validation/rules': 'isAddressLengthValid, isDetailedAddress, isEmail',
  'shared/validation/messages': 'MESSAGES',
  // Whether 个人资料 changes the e-mail on file (the page then asks for the SMS code, PUT /v1/user for its ticket).
  'shared/validation/email-change': 'sameAddress, isEmailChange',
  // The other-certificate form's rules (types, name, number) and how a typed document is compared with the one on file.
  'shared/validation/other-certificate':
    'otherCertificateProblem, normalisedCertificate, sameCertificateName',
  // Whose name each identity-document application asks (负责人, 经办人): the form's words, the server's check.
  'shared/validation/certificate-holder': 'CHANGE_HOLDER',
  // When a document, a risk test or a certification is about to expire (30 days) or has: the hall warns by it too.
  'shared/validity/expiry': 'expiryOf',
  // The qualified-investor standard of 资产管理计划: the page lists it, the reviewer's pass is checked by it.
  'shared/validation/investor-standard': 'QUALIFIED_STANDARD',
  // The header naming a session's seconds left, which the portal's base query reads.
  'shared/config/constants': 'SESSION_LEFT_HEADER',
  // The official site's paths the portal links to, which the local back office stands in for (dev hook).
  'shared/config/public-site': 'PUBLIC_SITE_PAGES',
  // The account opening's way back (returnUrl), which the official site's stand-in (dev hook) offers as a link.
  'shared/routing/opening': 'RETURN_PARAM',
  // The upload path's file rules and words: the page applies them by name, the back office on the bytes.
  'shared/validation/document-request':
    'DOCUMENT_MAX_FILES, DOCUMENT_TEXT, documentCountError, documentFileError',
  // nginx's production headers, sent on every local answer too.
  'deploy/security-headers': 'SECURITY_HEADERS',
  // The bank table (codes, short and full names, BINs, fast pay) and the card-number rule the binding form applies too.
  'shared/bank/banks': 'BANKS, bankOf',
  'shared/bank/card-rules': 'cardNumberRefusal',
  // The agreement PDFs and their Chinese file names.
  'static-agreements': 'AGREEMENTS',
  // A message the back office answers and the page shows too, written once (issue 40 item 5): the domains
  // without a shared module of their own keep theirs in shared/messages/, the others beside their rules.
  'shared/messages/login': 'LOGIN_MESSAGES',
  'shared/messages/passwords': 'PASSWORD_MESSAGES',
  'shared/messages/user-centre': 'USER_CENTRE_MESSAGES',
  'shared/messages/survey': 'SURVEY_MESSAGES',
  'shared/bank/card-texts': 'BANK_CARD_TEXT',
  'shared/enums/certificate': 'SECOND_GENERATION_BACK',
  'shared/trading/signing': 'SIGNING_TEXT',
  'shared/trading/private-order': 'PRIVATE_ORDER_TEXT',
  'shared/trading/suitability-refusals': 'SUITABILITY_MATCH_TEXT',
  'shared/trading/dividend-modes': 'DIVIDEND_CHANGE_TEXT',
  'shared/trading/plan-schedule': 'PLAN_TEXT',
  'shared/trading/redeem-shares': 'REDEEM_SHARES_TEXT',
  'shared/trading/switch-rules': 'SWITCH_TEXT',
};
/** Two or more quoted codes of one or two characters joined as a type union: '0' | '1', 'A' | 'B'. */
const CODE_UNION = /'[0-9A-Za-z]{1,2}' \| '[0-9A-Za-z]{1,2}'/;
// api/<domain>/contract or contract-<part> (api/order/contract-orders, api/core/contract-trading).
const CONTRACT = /^api\/[a-z-]+\/contract[a-z-]*$/;
/** The folders with no api domain (and no routes.ts), each for one reason; this list is exact. */
const NOT_A_DOMAIN = {
  core: 'the plumbing every domain uses (database, HTTP, clock, crypto)',
  seed: 'the demo and reference data written at start',
  holding:
    'what is held (holdings, lots, their rules and read models), which orders, assets and dividends read',
  batch: 'the back-office batch: the ordered steps run as the clock moves on (BATCH_STEPS)',
};

describe('the back office layout', () => {
  const files = serverFiles();

  it('mirrors the api domains: one folder per domain, each with its routes.ts, plus NOT_A_DOMAIN', () => {
    const folders = new Set(files.map((file) => file.split('/')[1]).filter((part) => !part.endsWith('.ts')));
    expect([...folders].sort()).toEqual(
      [
        'account',
        'agreement',
        'auth',
        'bank',
        'batch',
        'captcha',
        'client',
        'contract',
        'core',
        'dev',
        'dict',
        'document',
        'engagement',
        'fund',
        'holding',
        'investor',
        'ocr',
        'order',
        'paper',
        'password',
        'seed',
        'sms',
        'subscription',
        'survey',
        'user',
      ].sort(),
    );
    for (const domain of [...folders].filter((folder) => !(folder in NOT_A_DOMAIN))) {
      expect(files).toContain(`server/${domain}/routes.ts`);
    }
    expect(Object.keys(NOT_A_DOMAIN).filter((folder) => !folders.has(folder))).toEqual([]);
    expect(
      Object.keys(NOT_A_DOMAIN).filter((folder) => files.includes(`server/${folder}/routes.ts`)),
    ).toEqual([]);
  });

  it('keeps the composition root (server/app.ts) out of core/: core/ reaches no domain but two types', () => {
    const reached = files
      .filter((file) => file.startsWith('server/core/'))
      .flatMap((file) =>
        importsOf(file, source(file))
          .filter((target) => target.startsWith('server/') && !target.startsWith('server/core/'))
          .map((target) => `${file} -> ${target}`),
      );
    expect(reached.sort()).toEqual([
      'server/core/context.ts -> server/captcha/pool',
      'server/core/pdf/renderer.ts -> server/off-thread-jobs',
    ]);
    expect(files).toContain('server/app.ts');
  });

  it('keeps SQL in store.ts files (and the database core) only', () => {
    const problems = files
      .filter((file) => !mayHoldSql(file))
      .flatMap((file) => sqlProblems(file, source(file)));
    expect(problems).toEqual([]);
    // The stores do hold it: the check looks at the right files.
    expect(sqlProblems('server/fund/store.ts', source('server/fund/store.ts')).length).toBeGreaterThan(0);
  });

  it('imports from outside server/ only the wire contract and the few shared modules listed here', () => {
    const used = new Map<string, string[]>();
    for (const file of files) {
      for (const target of importsOf(file, source(file))) {
        if (!isRepositoryPath(target) || target.startsWith('server/')) continue;
        used.set(target, [...(used.get(target) ?? []), file]);
      }
    }
    const unexpected = [...used].filter(([target]) => !(target in OUTSIDE) && !CONTRACT.test(target));
    expect(unexpected).toEqual([]);
    expect(Object.keys(OUTSIDE).filter((target) => !used.has(target))).toEqual([]);
  });

  it('takes every code type from the contract: no union of code literals of its own', () => {
    const own = files.flatMap((file) =>
      source(file)
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        // Narrowing a contract type (Extract<ConfirmStatus, '0' | '1' | '2'>) is fine; declaring one is not.
        .filter(({ line }) => CODE_UNION.test(line) && !/\b(Extract|Exclude)</.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(own).toEqual([]);
  });
});

describe('the layout check itself', () => {
  it('finds SQL and database handles outside a store, wherever they are written', () => {
    const routes = [
      "const row = ctx.db.get('SELECT 1 FROM funds WHERE code = ?', [code]);",
      'db.run(sql);',
      'const q = `update accounts set name = ${name}`;',
      'const portal = app.portal.db;',
      '// SELECT name FROM accounts in a comment is no query',
      "const method = ['POST', 'PUT', 'DELETE'];",
    ].join('\n');
    expect(sqlProblems('server/fund/routes.ts', routes)).toEqual([
      'server/fund/routes.ts:1 database handle: ctx.db',
      'server/fund/routes.ts:1 SQL in a string: SELECT 1 FROM funds WHERE code = ?',
      'server/fund/routes.ts:2 database handle: db.run',
      'server/fund/routes.ts:3 SQL in a string: update accounts set name =',
      'server/fund/routes.ts:4 database handle: app.portal.db',
    ]);
    expect([
      mayHoldSql('server/fund/store.ts'),
      mayHoldSql('server/auth/store-tokens.ts'),
      mayHoldSql('server/core/db/migrate.ts'),
      mayHoldSql('server/fund/routes.ts'),
      mayHoldSql('server/fund/restore.ts'),
    ]).toEqual([true, true, true, false, false]);
  });

  it('resolves aliased, relative, dynamic and required imports to repository paths', () => {
    const file = [
      "import { a } from '@/pages/login/main';",
      "import type { B } from '../../store/hooks';",
      "export { c } from './rules';",
      "const d = await import('@/api/fund/contract');",
      "const e = require('node:fs');",
      "import Fastify from 'fastify';",
    ].join('\n');
    const found = importsOf('server/fund/routes.ts', file);
    expect(found).toEqual([
      'pages/login/main',
      'store/hooks',
      'server/fund/rules',
      'api/fund/contract',
      'node:fs',
      'fastify',
    ]);
    expect(found.map(isRepositoryPath)).toEqual([true, true, true, true, false, false]);
    expect(CONTRACT.test('api/fund/contract')).toBe(true);
    expect(CONTRACT.test('api/fund/endpoints')).toBe(false);
  });
});
