export const RESET_PAGE_TEXT = {
  subtitle: '找回密码',
  loginTitle: '找回登录密码',
  tradeTitle: '重置交易密码',
  tabsLabel: '选择要找回的密码',
  loginTab: '登录密码',
  tradeTab: '交易密码',
  orgPrompt: '机构投资者请前往',
  orgLink: '机构找回登录密码',
} as const;

/** The query parameter choosing the tab: `type=trade` opens the trade password. */
export const TYPE_PARAM = 'type';
export type ResetKind = 'login' | 'trade';

export function kindFrom(search: string): ResetKind {
  return new URLSearchParams(search).get(TYPE_PARAM) === 'trade' ? 'trade' : 'login';
}

/** Keeps the tab in the address, so a login on the way (trade needs a session) comes back to it. */
export function rememberKind(kind: ResetKind): void {
  const url = new URL(window.location.href);
  if (kind === 'trade') url.searchParams.set(TYPE_PARAM, 'trade');
  else url.searchParams.delete(TYPE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
