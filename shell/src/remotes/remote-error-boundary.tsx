import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing this key clears a caught error (the retry button bumps it). */
  resetKey: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

/** Third layer: contains a remote that fails to load or throws while rendering. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Logged, not rethrown: one broken remote must not take the page down.
    console.warn('A remote failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
