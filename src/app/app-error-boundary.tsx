import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './route-error-screen';

interface Props {
  /** The path being shown: going to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | undefined;
}

/**
 * Catches what goes wrong while a page renders or while its code loads (for example a visitor who lost the
 * connection follows a link) and shows the error screen in place of the whole page. Only a class component
 * can do this in React.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === undefined) {
      return null;
    }
    if (state.failedAt === undefined) {
      return { failedAt: props.pathname };
    }
    return props.pathname === state.failedAt ? null : { error: undefined, failedAt: undefined };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Routing failure:', error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorScreen />;
  }
}
