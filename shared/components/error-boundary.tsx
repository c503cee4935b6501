import { Component, type ErrorInfo, type ReactNode } from 'react';

import { describeThrown, reportError } from '@/shared/reporting';
import { ErrorFallback } from '@/shared/ui/error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What the reload button does; the page reload by default (tests pass their own). */
  onReload?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Wraps each entry's root: a render error shows a calm fallback with a reload button instead of a blank
 * page, and goes to the reporter with the component stack.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { message, stack } = describeThrown(error);
    const componentStack = info.componentStack ? `\nComponent stack:${info.componentStack}` : '';
    reportError({ kind: 'render', message, stack: `${stack ?? ''}${componentStack}` || undefined });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback onReload={this.props.onReload ?? reloadPage} />;
  }
}

function reloadPage(): void {
  window.location.reload();
}
