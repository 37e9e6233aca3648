import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

type Props = { children: ReactNode; /** The page's address: moving to another page clears the error. */ at: string };
type State = { failed: boolean; at: string };

/** A page that throws while rendering shows the error page, not a blank screen; another page starts afresh. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
