import type { ReactNode } from 'react';

import { Button } from '@/shared/ui';

const LOAD_FAILED_TEXT = { retry: '重新加载' } as const;

/** A call that failed says so, with 重新加载, instead of a part that would read as empty. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  /** What failed to load (订单状态加载失败, 申请记录加载失败, …). */
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <p role="alert" className={className}>
      {message} <Button onClick={onRetry}>{LOAD_FAILED_TEXT.retry}</Button>
    </p>
  );
}

/**
 * A list of money (holdings, orders, records, cards) or, when its call failed, the failure with 重新加载: a
 * list that could not be read never reads as "none" (issue 37 item 6).
 */
export function LoadFailedOr({
  failed,
  message,
  onRetry,
  children,
}: {
  failed: boolean;
  message: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (!failed) return children;
  return <LoadFailed message={message} onRetry={onRetry} />;
}
