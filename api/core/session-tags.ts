/**
 * What an order changes: placing, cancelling, redeeming or changing a dividend (and withdrawing a private
 * order) makes the holdings, the orders in transit, the order lists and the asset totals stale.
 */
export const TRADING_TAGS = ['Holdings', 'Transit', 'Orders', 'Assets'] as const;

/** What a signature changes: the evidence records and the signed flags of a contract's files. */
export const SIGNING_TAGS = ['Signatures'] as const;

/**
 * What a new or ended session makes stale: everything that belongs to the investor. Cached answers outlive
 * their screens (RTK Query's 60 s), so a login, logout or hand-over drops them all; no investor ever sees
 * another one's holdings or cards.
 */
export const SESSION_TAGS = [
  'User',
  'Profile',
  'LoginInfo',
  'Session',
  'UserCentre',
  'BankCards',
  'Subscription',
  'Statement',
  'Security',
  ...TRADING_TAGS,
  ...SIGNING_TAGS,
] as const;

/** One of the investor's cache tags. */
export type SessionTag = (typeof SESSION_TAGS)[number];
