/**
 * Where 开通快捷支付 returns to (`?back=` of the order form's 去开通快捷支付): a screen of the portal, never
 * another site (`//host`, a scheme) nor anything with a backslash or a space.
 */
export function returnPath(raw: string | null): string | null {
  return raw && /^\/[\w-]/.test(raw) && !/[\\\s]/.test(raw) ? raw : null;
}
