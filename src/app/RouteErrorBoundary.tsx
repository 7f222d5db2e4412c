import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '@/features/system/pages/RouteErrorPage';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; resetKey: string };

/**
 * What a data router's `errorElement` did for the routes: a page that throws while rendering,
 * or whose code fails to download, shows the error page instead of a blank screen. Moving to
 * another location (a new `resetKey`) renders the routes again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
