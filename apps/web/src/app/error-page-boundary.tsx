import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../shared/i18n/i18n.ts';

interface Props {
  children: ReactNode;
}
interface State {
  hasFailed: boolean;
}

/**
 * The last line of defence: if the error page itself throws, show plain text and a plain link,
 * with nothing (no Mantine, no router) that could fail a second time.
 */
export class ErrorPageBoundary extends Component<Props, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasFailed) return this.props.children;
    const say = (key: string, fallback: string) => {
      try {
        return i18n.t(key, { defaultValue: fallback });
      } catch {
        return fallback;
      }
    };
    return (
      <main id="main" style={{ padding: 24, textAlign: 'center' }}>
        <p role="alert">{say('errorPage.fallback', 'An error occurred while showing the error page')}</p>
        <a href="/">{say('actions.backHome', 'Back to the home page')}</a>
      </main>
    );
  }
}
