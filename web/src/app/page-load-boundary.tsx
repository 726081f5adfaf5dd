import { translate } from "@web/i18n/i18n";
import { Component, type ReactNode } from "react";
import { CloudOff } from "lucide-react";
import { Button } from "@web/components/ui/button";

/**
 * A page whose code could not be fetched (offline, or a deploy replaced the file) says so instead of leaving a white
 * screen: React unmounts the whole app when a lazy page's import fails and nothing catches it. Offline it says "You
 * are offline" (the offline page's words); online, that the page could not be loaded. Going to another address
 * clears it, so Back and the header still work.
 */
export class PageLoadBoundary extends Component<{ location: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(before: { location: string }) {
    if (this.state.failed && before.location !== this.props.location) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const offline = typeof navigator !== "undefined" && !navigator.onLine;
    return (
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-amber-100 text-amber-800">
          <CloudOff className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
          {offline ? translate("shell.offline") : translate("shell.pageFailed")}
        </h1>
        <p className="mt-3 text-slate-600">
          {offline ? translate("shell.offlineDetail") : translate("shell.pageFailedDetail")}
        </p>
        <div className="mt-6 flex gap-3">
          <Button variant="outline" size="lg" onClick={() => history.back()}>
            {translate("shell.goBack")}
          </Button>
          <Button size="lg" onClick={() => location.reload()}>
            {translate("shell.tryAgain")}
          </Button>
        </div>
      </section>
    );
  }
}
