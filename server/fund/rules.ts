/** Funds that can no longer be traded: issue failed, closed, ended (left out with filterFlag=1). */
export const UNTRADEABLE = ['3', '9', 'a'];
export const SEARCH_LIMIT = 20;

/** A keyword must hold a letter, digit or Chinese character, else there is nothing to suggest (spec §5). */
const MEANINGFUL = /[A-Za-z0-9\u4e00-\u9fff]/;

/** The keyword as matched (trimmed, upper case), or null when it is not worth a search. */
export function searchKeyword(content: string): string | null {
  const keyword = content.trim().toUpperCase();
  return MEANINGFUL.test(keyword) ? keyword : null;
}

/** A LIKE pattern that finds the keyword anywhere, its own %, _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const UNKNOWN_FUND = '未找到该产品';
