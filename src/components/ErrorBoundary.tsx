import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** The last resort around the whole app (the router has its own boundary per route). */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: null, failed: false })} />;
    }
    return this.props.children;
  }
}
