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
