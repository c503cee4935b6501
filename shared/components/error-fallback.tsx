import { NativeButton } from '@/shared/ui/native-button';

/**
 * The fallback uses plain elements (NativeButton: element's look without element-react's code): it must
 * still render when the failure came from the component library itself.
 */
export function ErrorFallback({ onReload }: { onReload: () => void }) {
  return (
    <div role="alert" className="error-fallback" style={{ padding: '80px 20px', textAlign: 'center' }}>
      <h2 style={{ fontSize: 20, fontWeight: 500, color: '#303133' }}>页面出了点问题</h2>
      <p style={{ color: '#606266', margin: '12px 0 24px' }}>
        请点击重新加载；如果问题仍然存在，请稍后再试或联系客服。
      </p>
      <NativeButton onClick={onReload}>重新加载</NativeButton>
    </div>
  );
}
