import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { CrashScreen } from './screens/CrashScreen';

/** The top-level boundary: catches what escapes the router (a provider failing, say). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <CrashScreen /> : this.props.children;
  }
}

/** The router's `errorElement`: a screen that threw while rendering or loading. */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Route error', error);
  return <CrashScreen />;
}
