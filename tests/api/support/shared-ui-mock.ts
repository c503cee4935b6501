/**
 * What an API test puts in place of `@/shared/ui`: the toast recorded, the alert closed at once, the confirm
 * accepted. A test file mocks with it: `jest.mock('@/shared/ui', () => jest.requireActual('…/shared-ui-mock'))`.
 */
export const showToast = jest.fn();
export const showAlert = jest.fn(() => Promise.resolve());
export const showConfirm = jest.fn(() => Promise.resolve(true));
