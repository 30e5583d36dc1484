import { Component, type ErrorInfo, type ReactNode } from "react";
import { AppHeader } from "./app-header";
import { Button } from "./button";
import { PageShell } from "./page-shell";
import { StateMessage } from "./state-message";

interface Props {
  children: ReactNode;
  /** When this changes (the path), a shown error is cleared; the children are not remounted. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * Catches render errors and failed lazy chunk loads (typically: a new release replaced the chunk files
 * while the tab was open) so the shopper gets a way forward instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { error: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Route failed to render", error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <PageShell header={<AppHeader />}>
        <StateMessage
          role="alert"
          headingLevel={1}
          title="Something went wrong"
          text="This page could not be shown. Reloading usually fixes it."
        >
          <Button className="mt-2" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </StateMessage>
      </PageShell>
    );
  }
}
