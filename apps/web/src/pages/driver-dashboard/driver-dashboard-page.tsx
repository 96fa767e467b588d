import { DRIVER_LOGOUT_CONFIRM } from '@marketplace/core/constants/messages';
import { useState } from 'react';
import { brand } from '../../config/brand';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { DriverWork } from '../../features/driver/components/driver-work';
import { clearOutbox } from '../../features/driver/outbox';
import { forgetSavedInstructions } from '../../features/driver/saved-instructions';
import { useInstallableApp } from '../../features/installable-app/use-installable-app';
import { DeviceNotificationsToggle } from '../../features/push/components/device-notifications-toggle';
import { ShiftPanel } from '../../features/shift/components/shift-panel';
import { Button } from '../../ui/button';
import { DashboardShell } from '../../ui/dashboard-shell';
import { Dialog } from '../../ui/dialog';
import { LogOutIcon } from '../../ui/icons';
import styles from './driver-dashboard-page.module.css';

/**
 * SPEC §2 /driverdashboard, an installable app (issue #36). Logging out asks first (SPEC §4)
 * because it clears all local storage, the outbox of changes made offline included, and the
 * instructions kept for an offline start.
 */
export function DriverDashboardPage() {
  const session = useSession();
  const logout = useLogout({ clearEverything: true });
  const [confirming, setConfirming] = useState(false);
  useInstallableApp();

  return (
    <DashboardShell
      roleLabel="Driver"
      title={`Hi, ${session?.user.firstName ?? 'there'}`}
      subtitle="Your deliveries, step by step."
      actions={
        <Button
          variant="secondary"
          size="sm"
          className={styles.logout}
          leadingIcon={<LogOutIcon size={16} />}
          onClick={() => setConfirming(true)}
        >
          Logout
        </Button>
      }
    >
      <title>{`Driver dashboard · ${brand.name}`}</title>
      <ShiftPanel />
      <DeviceNotificationsToggle what="a delivery is given to you or taken from you" />
      <DriverWork driverId={session?.user.driverId ?? ''} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title="Log out?"
        description={DRIVER_LOGOUT_CONFIRM}
        width={420}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Stay logged in
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                void Promise.all([clearOutbox(), forgetSavedInstructions()]).finally(logout)
              }
            >
              Log out
            </Button>
          </>
        }
      />
    </DashboardShell>
  );
}
