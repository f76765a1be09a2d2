import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown instead of the children once they fail (a chunk that did not download, a bug). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failing optional part (a popup whose code did not download) from taking the whole page
 * down to the route's error screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  // Set in the constructor rather than as a class field: the build's target (ES2020) has no class
  // fields, so a field would bring the defineProperty helpers into the home route's JavaScript.
  constructor(props: ErrorBoundaryProps) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
