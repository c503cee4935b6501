import { ENV } from './environments';

/**
 * The official site's pages the portal links to (spec §2): the site's own paths, the same in every
 * environment; ENV.publicSite is the host (the local back office stands in for it under /__dev/site).
 */
export const PUBLIC_SITE_PAGES = {
  register: { path: '/register', title: '注册' },
  accountOpening: { path: '/account/open', title: '开户' },
  investmentInfo: { path: '/investment-info', title: '投资信息' },
  about: { path: '/about', title: '关于我们' },
  personalInfo: { path: '/personal-info', title: '个人信息保护' },
  subscription: { path: '/subscription', title: '订阅服务' },
  /** The site's own product page; the portal links its 产品详情 (shared/routing productDetailUrl) instead. */
  productDetail: { path: '/product/detail', title: '产品详情' },
} as const;
export type PublicSitePage = keyof typeof PUBLIC_SITE_PAGES;

export function publicSiteUrl(page: PublicSitePage): string {
  return `${ENV.publicSite}${PUBLIC_SITE_PAGES[page].path}`;
}

/** Said after the name of a link that opens in a new window, for screen readers. */
export const NEW_WINDOW_TEXT = '（在新窗口打开）';
