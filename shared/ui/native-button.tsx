import type { ReactNode } from 'react';

/**
 * A plain <button> with element's primary look and none of element-react's code: for the error fallback,
 * which must still render when the failure came from the component library itself.
 */
export function NativeButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="el-button el-button--primary" onClick={onClick}>
      <span>{children}</span>
    </button>
  );
}
