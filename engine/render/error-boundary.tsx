import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the failed part in the console, for support. */
  name: string;
  children: ReactNode;
}

/**
 * Contains a widget's failure: the widget is replaced by a small notice with a retry button
 * and the rest of the page stays.
 */
export class WidgetBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Widget "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="widget-fallback" data-widget-error={this.props.name}>
        <span>
          <Trans>This part of the page could not be shown.</Trans>
        </span>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => this.setState({ error: null })}
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
}
