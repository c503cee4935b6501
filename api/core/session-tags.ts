/** What a new or ended session makes stale. */
export const SESSION_TAGS = ['User', 'Profile', 'LoginInfo', 'Session'] as const;
