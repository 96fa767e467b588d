import { dashboardPath } from '@marketplace/core/session/dashboard-path';
import { brand } from '../../config/brand';
import { LoginFlow } from '../../features/auth/components/login-flow';
import { sessionRole } from '../../features/auth/session-store';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { Button, ButtonLink } from '../../ui/button';
import { LockIcon, MapPinIcon, ShieldIcon, TruckIcon } from '../../ui/icons';
import styles from './login-page.module.css';

/** SPEC §2 /login: phone, code, and onboarding for new users. */
export function LoginPage() {
  const session = useSession();
  const logout = useLogout();

  return (
    <div className={styles.wrap}>
      <title>{`Log in · ${brand.name}`}</title>
      <h1 className="visually-hidden">Log in to {brand.name}</h1>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label={`Why ${brand.name}`}>
          <p className={styles.asideTitle}>Local favorites, at your door.</p>
          <p className={styles.asideLead}>
            One account for ordering, selling and delivering across {brand.serviceArea[0]}.
          </p>
          <ul className={styles.benefits}>
            <li>
              <span className={styles.benefitIcon}>
                <MapPinIcon size={16} />
              </span>
              Shops from your own neighborhood
            </li>
            <li>
              <span className={styles.benefitIcon}>
                <TruckIcon size={16} />
              </span>
              Delivery in as little as 20 minutes, or pickup
            </li>
            <li>
              <span className={styles.benefitIcon}>
                <ShieldIcon size={16} />
              </span>
              No passwords: every login is confirmed by text
            </li>
          </ul>
        </aside>
        <div className={styles.form}>
          {session ? (
            <div className={styles.signedIn}>
              <h2 className={styles.signedInTitle}>You’re signed in</h2>
              <p className={styles.signedInLead}>
                You’re logged in as {session.user.firstName}. Continue to your dashboard, or log out
                to use a different number.
              </p>
              <div className={styles.actions}>
                <ButtonLink to={dashboardPath(sessionRole(session))} size="lg" block>
                  Go to dashboard
                </ButtonLink>
                <Button variant="secondary" size="lg" block onClick={logout}>
                  Log out
                </Button>
              </div>
            </div>
          ) : (
            <LoginFlow />
          )}
          <p className={styles.secure}>
            <LockIcon size={16} />
            Your number is only used to sign you in and to update you about your orders.
          </p>
        </div>
      </div>
    </div>
  );
}
