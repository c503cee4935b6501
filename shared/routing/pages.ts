import PAGE_LIST from './pages.json';

/**
 * The portal's HTML pages, listed once in pages.json (name, title, HTML file, entry), which webpack,
 * ESLint and the size script read as well. One webpack entry each, all served from the site root.
 */
export type PageKey = keyof typeof PAGE_LIST;

export interface PageEntry {
  /** The webpack entry and the folder under pages/. */
  name: string;
  file: string;
  title: string;
  entry: string;
}

export const PAGES: Readonly<Record<PageKey, PageEntry>> = PAGE_LIST;

// Property by property, not mapped over the list: webpack then ships only the file names of pages.json,
// never the titles and entry paths, so no page grows for carrying the list.
export const PAGE_FILES: Readonly<Record<PageKey, string>> = {
  index: PAGE_LIST.index.file,
  login: PAGE_LIST.login.file,
  gwlogin: PAGE_LIST.gwlogin.file,
  reset: PAGE_LIST.reset.file,
  orgReset: PAGE_LIST.orgReset.file,
  open: PAGE_LIST.open.file,
  upload: PAGE_LIST.upload.file,
};

/** Path names a redirect may land on; `/` serves index.html. */
export const KNOWN_PAGE_PATHS: ReadonlySet<string> = /*#__PURE__*/ new Set([
  '/',
  ...Object.values(PAGE_FILES).map((file) => `/${file}`),
]);

/**
 * The hall, the hash route every login lands on. Spelled here rather than read from ROUTES: the route
 * table is the index page's, and the other pages (which need only the home) do not carry it.
 */
export const HALL = '/hall';

/** The portal home: the hall of the index page. */
export const HOME_URL = `/${PAGE_FILES.index}#${HALL}`;
