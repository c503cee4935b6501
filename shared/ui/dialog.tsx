import 'element-theme-default/lib/dialog.css';
import './dialog.css';

import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { useFocusTrap } from './focus-trap';

export interface DialogProps {
  open: boolean;
  /** Shown as the heading and used as the accessible name. */
  title?: string;
  /** Accessible name for a dialog without a visible title. */
  ariaLabel?: string;
  onClose?: () => void;
  /** alertdialog for messages that need an answer (message boxes). */
  role?: 'dialog' | 'alertdialog';
  size?: 'tiny' | 'small' | 'large';
  /** Without a close button, Escape or a click outside: the investor must use the footer. */
  closable?: boolean;
  /** Closable by Escape, but without the × (a notice whose only visible way out is its button). */
  hideCloseButton?: boolean;
  footer?: ReactNode;
  /** Less padding round the body (a picture that needs the room: the slider puzzle). */
  compact?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * element's Dialog renders no ARIA and cannot be given any; this one keeps its look (its classes) and adds
 * role, aria-modal, the title as name, a focus trap, Escape and focus return.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  ariaLabel,
  onClose,
  role = 'dialog',
  size = 'small',
  closable = true,
  hideCloseButton,
  footer,
  compact,
  className,
  children,
}: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, closable ? onClose : undefined);

  return (
    <div className="gz-dialog-layer">
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a mouse shortcut: Escape closes the dialog (useFocusTrap) */}
      <div className="v-modal gz-dialog-backdrop" onClick={closable ? onClose : undefined} />
      <div className="el-dialog__wrapper gz-dialog-wrapper">
        <div
          ref={panel}
          role={role}
          aria-modal="true"
          aria-labelledby={title ? `${id}-title` : undefined}
          aria-label={title ? undefined : ariaLabel}
          aria-describedby={`${id}-body`}
          tabIndex={-1}
          className={`el-dialog el-dialog--${size} gz-dialog${compact ? ' gz-dialog--compact' : ''} ${className ?? ''}`}
        >
          <div className="el-dialog__header">
            {title && (
              <h2 className="el-dialog__title" id={`${id}-title`}>
                {title}
              </h2>
            )}
            {closable && onClose && !hideCloseButton && (
              <button
                type="button"
                className="el-dialog__headerbtn"
                aria-label="关闭"
                data-no-autofocus
                onClick={onClose}
              >
                <i className="el-dialog__close el-icon el-icon-close" aria-hidden="true" />
              </button>
            )}
          </div>
          <div className="el-dialog__body" id={`${id}-body`}>
            {children}
          </div>
          {footer && <div className="el-dialog__footer">{footer}</div>}
        </div>
      </div>
    </div>
  );
}
