/** GET /v1/fund/search?content=&filterFlag=&whiteFlag= (no session needed). */
export interface FundSearchQuery {
  content: string;
  /** '1': only funds that can still be traded (not ended, closed or failed). */
  filterFlag?: '0' | '1';
  /** '1': only funds on the direct-sales white list. */
  whiteFlag?: '0' | '1';
}

export interface FundSearchItem {
  code: string;
  name: string;
}
