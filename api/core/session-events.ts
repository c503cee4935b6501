import { createAction } from '@reduxjs/toolkit';

/**
 * What the base query tells the store. api/ must not import store/ (pages → store → api → shared), so the
 * actions live here and the store's global-flags slice handles them with addCase.
 */
/** 401000: the session is gone; the page is on its way to the login page. */
export const loginExpired = createAction('session/loginExpired');
/** 401003: another login replaced this session. */
export const loginReplaced = createAction('session/loginReplaced');
/** 401001: first login, the password must be changed before anything else. */
export const loginFirstRequired = createAction('session/loginFirstRequired');
/** A signed-in answer said how long the session has left (x-session-seconds-left), at `at` (page clock). */
export const sessionTimeLeft = createAction<{ secondsLeft: number; at: number }>('session/timeLeft');
