import { Component, createElement, lazy, type ComponentType, type ReactNode } from "react";

/**
 * A piece of a page whose code loads when first needed (decision 0028). If that code cannot be fetched (offline, or a
 * deploy replaced the file) the piece shows nothing instead of taking the whole app down, and it tries again when
 * the browser is back online; a piece the person asked for can say why instead (`whenFailed`).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown instead while the code cannot be fetched, for a piece the person asked for (a dialog they opened). */
  whenFailed: ReactNode = null,
): ComponentType<P> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Loaded = make();
  const retry = () => {
    Loaded = make();
  };
  return function LazyPart(props: P) {
    return (
      <ShowNothingUntilOnline onRetry={retry} whenFailed={whenFailed}>
        {createElement(Loaded, props)}
      </ShowNothingUntilOnline>
    );
  };
}

class ShowNothingUntilOnline extends Component<
  { children: ReactNode; onRetry: () => void; whenFailed: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(_: unknown, before: { failed: boolean }) {
    if (this.state.failed && !before.failed) window.addEventListener("online", this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener("online", this.retry);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.whenFailed : this.props.children;
  }
}
