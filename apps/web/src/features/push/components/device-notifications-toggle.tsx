import { useLocation } from 'react-router';
import { installableApp } from '../../../lib/installable-apps';
import { CheckboxField } from '../../../ui/checkbox-field';
import { type DeviceNotificationsState, useDeviceNotifications } from '../use-device-notifications';
import styles from './device-notifications.module.css';

/**
 * Said on an installable app's pages where the browser cannot take push notifications: an
 * iPhone takes them in an app added to its Home Screen.
 */
export const PUSH_UNSUPPORTED =
  'This browser can’t get notifications from this site. On an iPhone or iPad, add this site to your Home Screen and open it from there; elsewhere, use a recent Chrome, Edge, Firefox or Safari.';

/** Said on every other page: those are not apps an iPhone can add (no manifest). */
export const PUSH_UNSUPPORTED_IN_BROWSER =
  'This browser can’t get notifications from this site. A recent Chrome, Edge or Firefox can, and so can Safari on a Mac.';

/** Said where the person blocked notifications for this site. */
export const PUSH_BLOCKED =
  'Notifications are blocked for this site in this browser. To get them, open the site settings (the icon beside the address), allow Notifications, then reload this page.';

function hint(state: DeviceNotificationsState, what: string): string {
  switch (state.kind) {
    case 'on':
      return `On: this device is told when ${what}, even with this page closed.`;
    case 'busy':
      return state.turning === 'on' ? 'Turning on…' : 'Turning off…';
    case 'checking':
      return 'Checking this device…';
    default:
      return 'dismissed' in state && state.dismissed
        ? 'Your browser did not get an answer: turn this on again and choose Allow.'
        : `Off: turn it on to be told here when ${what}.`;
  }
}

/**
 * "Notifications on this device" (issue #36): a switch where the browser can take push
 * notifications, and otherwise why not and what to do. `what` ends "…told when {what}" ("a
 * delivery is given to you").
 */
export function DeviceNotificationsToggle({ what }: { what: string }) {
  const { state, error, turnOn, turnOff } = useDeviceNotifications();
  const inApp = installableApp(useLocation().pathname) !== null;
  // While a change is under way the switch keeps its focus (a disabled one would drop it) and
  // ignores presses.
  const busy = state.kind === 'busy';
  return (
    <div className={styles.panel}>
      {state.kind === 'unsupported' ? (
        <p className={styles.note}>{inApp ? PUSH_UNSUPPORTED : PUSH_UNSUPPORTED_IN_BROWSER}</p>
      ) : state.kind === 'denied' ? (
        <p className={styles.blocked}>{PUSH_BLOCKED}</p>
      ) : (
        <CheckboxField
          label="Notifications on this device"
          hint={hint(state, what)}
          checked={state.kind === 'on' || (state.kind === 'busy' && state.turning === 'on')}
          disabled={state.kind === 'checking'}
          aria-disabled={busy}
          aria-busy={busy}
          onChange={(event) => {
            if (!busy) void (event.target.checked ? turnOn() : turnOff());
          }}
        />
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
