import { CRASH_TITLE } from '@marketplace/core/constants/messages';
import { crashClearsSession } from '@marketplace/core/session/crash-clears-session';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { brand } from '../config/brand';
import { loadPage, reloadPage } from '../lib/browser';
import { clearAll, removeKeys } from '../lib/local-store';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { Button } from '../ui/button';
import { AlertCircleIcon, RefreshIcon } from '../ui/icons';
import styles from './error-boundary.module.css';

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

type Props = { children: ReactNode };
type State = { error: unknown; hasError: boolean };

/**
 * SPEC §2/§8 global error screen. 'Refresh Page' reloads; 'Clear Data & Go Home' empties
 * localStorage and starts again from '/'.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    // SPEC §8: a crash that mentions the session's words is probably bad session data.
    if (crashClearsSession(errorText(error))) {
      removeKeys([STORAGE_KEYS.user, STORAGE_KEYS.token]);
    }
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <CrashScreen />;
  }
}

function CrashScreen() {
  return (
    <div className={styles.screen}>
      <title>{`Something went wrong · ${brand.name}`}</title>
      <main className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <AlertCircleIcon size={30} />
        </span>
        <h1 className={styles.title}>{CRASH_TITLE}</h1>
        <p className={styles.text}>
          We hit an unexpected problem loading this page. Refreshing usually fixes it. If it keeps
          happening, clearing saved data will start you fresh (you’ll need to log in again).
        </p>
        <div className={styles.actions}>
          <Button onClick={reloadPage} leadingIcon={<RefreshIcon size={18} />}>
            Refresh Page
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              clearAll();
              loadPage('/');
            }}
          >
            Clear Data &amp; Go Home
          </Button>
        </div>
        <p className={styles.support}>
          Need help? {brand.supportPhone} · {brand.supportEmail}
        </p>
      </main>
    </div>
  );
}
