// First: what jsdom lacks (TextEncoder for react-dom/server, WebCrypto for the remembered accounts).
import '../../shared/support/web-platform';

import { act, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { noteEarlyChoices } from '@/pages/common/hydration-marker';
import { pageTree } from '@/pages/common/page-tree';
import { GatewayLoginPage } from '@/pages/gwlogin/gateway-login-page';
import { LoginPage } from '@/pages/login/login-page';
import { OrgResetPage } from '@/pages/org-reset/org-reset-page';
import { ResetPage } from '@/pages/reset/reset-page';

/**
 * The first client render equals the build's HTML (scripts/prerender) although this browser's stored choices
 * and its address differ from the build's, and the page then shows them. React's development build checks
 * attributes as well as text while hydrating (production checks text only): any mismatch is a console error,
 * which fails the test (tests/support/fail-on-console.ts).
 */
const STORED: Record<string, unknown> = {
  'gzzg.elderMode': true,
  'gzzg.lastLoginType': 'organization',
  'gzzg.orgAccountType': '0',
  'gzzg.lastLoginData': {
    loginType: 'organization',
    orgAccountType: '0',
    personAccountList: null,
    orgFundAccountList: null,
    orgTradeAccountList: null,
    saveAccountFlag: true,
  },
};

/**
 * renderToString as the build runs it. Here window exists (jsdom), so libraries that pick useLayoutEffect when
 * it does (formik, the inputs) make React's server renderer warn; the build's Node bundle has no window and
 * picks useEffect. That one warning is a property of this test's setting and is let through; any other
 * console error still fails the test.
 */
function renderAsTheBuild(element: ReactElement): string {
  const forward = console.error;
  console.error = (...args: unknown[]) => {
    if (String(args[0]).startsWith('Warning: useLayoutEffect does nothing on the server')) return;
    forward(...args);
  };
  try {
    return renderToString(element);
  } finally {
    console.error = forward;
  }
}

let mounted: { root: Root; container: HTMLElement } | undefined;

afterEach(() => {
  act(() => mounted?.root.unmount());
  mounted?.container.remove();
  mounted = undefined;
  localStorage.clear();
});

/**
 * Renders as the build does (no storage, the plain address), then hydrates with `address` and STORED;
 * `beforeScripts` acts on the prerendered page as a visitor would before its scripts run.
 */
async function hydrateAt(
  page: () => ReactElement,
  address: string,
  beforeScripts?: (prerendered: HTMLElement) => void,
): Promise<HTMLElement> {
  localStorage.clear();
  window.history.replaceState({}, '', new URL(address, window.location.origin).pathname);
  const html = renderAsTheBuild(pageTree(page()));
  for (const [key, value] of Object.entries(STORED))
    localStorage.setItem(key, JSON.stringify({ v: 1, d: value }));
  window.history.replaceState({}, '', address);
  // Parsed as the browser parses the built page.
  const parsed = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
  const container = document.adoptNode(parsed.getElementById('root') as HTMLElement);
  document.body.append(container);
  beforeScripts?.(container);
  noteEarlyChoices(container); // as bootstrap.tsx does before hydrating
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, pageTree(page()), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  mounted = { root: root as Root, container };
  expect(recoverable).toEqual([]);
  return container;
}

const find = (container: HTMLElement, selector: string) => {
  const found = container.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};

it('login: the stored tab, account type, 记住账号 and 长辈模式, the reason in the address', async () => {
  const page = await hydrateAt(() => <LoginPage />, '/login.html?reason=expire&redirect=%2Findex.html');
  expect(find(page, '[role=tab][aria-selected=true]')).toHaveTextContent('机构登录');
  expect(find(page, '[role=switch]')).toHaveAttribute('aria-checked', 'true');
  expect(find(page, '.gz-elder-switch')).toHaveAttribute('aria-pressed', 'true');
  expect(find(page, '[role=alert]')).toHaveTextContent('登录');
  expect(find(page, '.gz-login__options a')).toHaveAttribute(
    'href',
    `/org-reset.html?from=${encodeURIComponent('/login.html?reason=expire&redirect=%2Findex.html')}`,
  );
});

it('reset and org-reset: the way back of the address', async () => {
  const from = encodeURIComponent('/login.html?channel=2');
  const reset = await hydrateAt(() => <ResetPage />, `/reset.html?from=${from}`);
  expect(find(reset, '.gz-reset-page__other a')).toHaveAttribute('href', `/org-reset.html?from=${from}`);
  act(() => mounted?.root.unmount());
  mounted?.container.remove();
  mounted = undefined;

  const orgReset = await hydrateAt(() => <OrgResetPage />, `/org-reset.html?from=${from}`);
  expect(find(orgReset, '.gz-org-reset__more a')).toHaveAttribute('href', `/reset.html?from=${from}`);
});

it('gwlogin: prerendered as 正在验证, then says the token is missing', async () => {
  const page = await hydrateAt(() => <GatewayLoginPage />, '/gwlogin.html');
  expect(find(page, '[role=alert]')).toHaveTextContent(/登录凭证/);
});

/** A form as the pages build theirs: fields whose value lives in React state. */
function TypedBeforeTheScripts() {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [kind, setKind] = useState('fund');
  return (
    <form aria-label="probe">
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input
        type="checkbox"
        aria-label="agreed"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      {['fund', 'trade'].map((value) => (
        <input
          key={value}
          type="radio"
          name="kind"
          aria-label={value}
          value={value}
          checked={kind === value}
          onChange={() => setKind(value)}
        />
      ))}
      <output>{`${name}|${String(agreed)}|${kind}`}</output>
    </form>
  );
}

it('what was typed into the prerendered fields before the page ran is in its state once it runs', async () => {
  document.documentElement.removeAttribute('data-hydrated');
  const page = await hydrateAt(
    () => <TypedBeforeTheScripts />,
    '/login.html',
    (prerendered) => {
      expect(document.documentElement).not.toHaveAttribute('data-hydrated');
      (find(prerendered, '[aria-label=name]') as HTMLInputElement).value = '张三';
      (find(prerendered, '[aria-label=agreed]') as HTMLInputElement).checked = true;
      (find(prerendered, '[aria-label=trade]') as HTMLInputElement).checked = true;
    },
  );
  expect(find(page, 'output')).toHaveTextContent('张三|true|trade');
  expect(find(page, '[aria-label=name]')).toHaveValue('张三');
  expect(find(page, '[aria-label=fund]')).not.toBeChecked();
  expect(document.documentElement).toHaveAttribute('data-hydrated', '');
});

it('fields nobody touched are left as they were prerendered', async () => {
  const page = await hydrateAt(() => <TypedBeforeTheScripts />, '/login.html');
  expect(find(page, 'output')).toHaveTextContent('|false|fund');
});
