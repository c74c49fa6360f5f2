import { Component, type ErrorInfo, type ReactNode } from 'react';

type TProps = { children: ReactNode; onError: (error: unknown, componentStack: string | null) => void };

/**
 * Reports an error no screen caught (the router's crash screen catches the pages' own) and leaves the
 * page empty, as React does with an uncaught error. A boundary rather than createRoot's
 * onUncaughtError, which Preact, the browser build's runtime, does not have (decision 0030).
 */
export class UncaughtErrorBoundary extends Component<TProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, errorInfo: ErrorInfo) {
    this.props.onError(error, errorInfo?.componentStack ?? null);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
