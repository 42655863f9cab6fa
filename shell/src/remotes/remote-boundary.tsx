import { Button } from '@shop/shared/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteFailure } from './failure-beacon';

interface Props {
  /** The remote inside, named in the failure report. */
  remote: string;
  section: string;
  onRetry: () => void;
  /** Shown instead of the section's panel when it fails: a fragment's place in another section's page. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or render, so only its own routes are affected. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for the team that owns the section; the shopper sees the panel.
    console.info(`[shell] ${this.props.section} section failed`, error.message, info.componentStack ?? '');
    reportRemoteFailure(this.props.remote, 'render', {
      message: `${error.name}: ${error.message}`,
      stack: info.componentStack ?? undefined,
    });
  }

  retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed)
      return this.props.fallback !== undefined ? (
        this.props.fallback
      ) : (
        <SectionUnavailable section={this.props.section} onRetry={this.retry} />
      );
    return this.props.children;
  }
}

/** The panel shown in place of a section that cannot be reached. */
export function SectionUnavailable({ section, onRetry }: { section: string; onRetry: () => void }) {
  return (
    <section
      role="alert"
      data-testid="section-unavailable"
      className="mx-auto my-12 flex max-w-lg flex-col items-center gap-4 rounded-xl border border-amber-200 bg-amber-50 px-6 py-10 text-center"
    >
      <h1 className="text-xl font-semibold text-slate-900">This section is unavailable</h1>
      <p className="text-sm text-slate-600">
        The {section} section could not be loaded just now. The rest of the shop still works; please try again in a moment.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
