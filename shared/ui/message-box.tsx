import 'element-theme-default/lib/message-box.css';

import { createRoot } from 'react-dom/client';

import { Button } from './button';
import { Dialog } from './dialog';

interface MessageBoxOptions {
  title?: string;
  message: string;
  /** A second line under the message (e.g. 如有疑问，请联系客服). */
  detail?: string;
  confirmText?: string;
  cancelText?: string;
}

/**
 * element's MessageBox mounts with the legacy ReactDOM.render and carries no ARIA. These render the accessible
 * Dialog as an alertdialog in a root of their own and resolve when the investor answers.
 */
function openMessageBox(options: MessageBoxOptions, withCancel: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const close = (answer: boolean) => {
      root.unmount();
      host.remove();
      resolve(answer);
    };
    root.render(
      <Dialog
        open
        role="alertdialog"
        size="tiny"
        title={options.title}
        ariaLabel={options.title ?? options.message}
        onClose={() => close(false)}
        className="gz-message-box"
        footer={
          <>
            {withCancel && <Button onClick={() => close(false)}>{options.cancelText ?? '取消'}</Button>}
            <Button type="primary" onClick={() => close(true)}>
              {options.confirmText ?? '确定'}
            </Button>
          </>
        }
      >
        <p className="gz-message-box__message">{options.message}</p>
        {options.detail && <p className="gz-message-box__detail">{options.detail}</p>}
      </Dialog>,
    );
  });
}

export function showAlert(options: MessageBoxOptions): Promise<void> {
  return openMessageBox(options, false).then(() => undefined);
}

export function showConfirm(options: MessageBoxOptions): Promise<boolean> {
  return openMessageBox(options, true);
}
