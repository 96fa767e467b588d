import { dashboardPath } from '@marketplace/core/session/dashboard-path';
import { Link, Navigate } from 'react-router';
import { brand } from '../../config/brand';
import { sessionRole } from '../../features/auth/session-store';
import { useSession } from '../../features/auth/use-session';
import { CATEGORY_META } from '../../features/catalog/category-meta';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { AddressHero } from '../../features/location/components/address-hero';
import { useSelectedAddress } from '../../features/location/use-selected-address';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { LockIcon, ShieldIcon, StoreIcon, UserIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import styles from './landing-page.module.css';

const steps = [
  {
    title: 'Pick a local shop',
    text: 'Browse restaurants, markets, florists and pharmacies that deliver to your street.',
  },
  {
    title: 'Choose a time that suits you',
    text: 'Delivery or pickup, as soon as 20 minutes or in a window later this week.',
  },
  {
    title: 'Pay securely, track it home',
    text: 'Check out by card on our payment partner’s secure page. Tips go 100% to the people who earned them.',
  },
];

/**
 * SPEC §2 landing (the only page without the shared header). With a saved address the buyer
 * goes straight to the categories; otherwise the hero's main action is the address box.
 */
export function LandingPage({
  preloadNext,
}: {
  /** Fetches the next screen's code (the categories) as soon as the visitor starts on the address. */
  preloadNext?: () => void;
}) {
  const address = useSelectedAddress();
  const session = useSession();
  if (address) return <Navigate to={paths.categories.getHref()} replace />;

  return (
    <>
      <title>{`${brand.name} — ${brand.tagline}`}</title>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.top}>
          <Logo />
          <nav className={styles.topLinks} aria-label="Primary">
            <Link className={styles.topLink} to={paths.about.getHref()}>
              About
            </Link>
            <Link className={styles.topLink} to={paths.categories.getHref()}>
              Stores
            </Link>
            {session ? (
              <ButtonLink
                to={dashboardPath(sessionRole(session))}
                variant="secondary"
                size="sm"
                leadingIcon={<UserIcon size={16} />}
              >
                Dashboard
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.login.getHref()} variant="secondary" size="sm">
                Login
              </ButtonLink>
            )}
          </nav>
        </div>
        <div className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <p className={styles.kicker}>
              <span className={styles.kickerDot} aria-hidden="true" />
              Delivering across {brand.serviceArea[0]} & nearby
            </p>
            <h1 id="landing-title" className={styles.headline}>
              Your neighborhood shops, <em>delivered.</em>
            </h1>
            <p className={styles.lead}>
              {brand.name} brings the best of local — farmers’ markets, restaurants, florists,
              coffee roasters and pharmacies — to your door, or ready for pickup when you are.
            </p>
            <div className={styles.address}>
              <AddressHero onIntent={preloadNext} />
              <p className={styles.browse}>
                Just looking?{' '}
                <Link to={paths.categories.getHref()} className={styles.browseLink}>
                  Browse categories
                </Link>
              </p>
            </div>
            <ul className={styles.trust}>
              <li>
                <LockIcon size={16} />
                Secure card checkout
              </li>
              <li>
                <StoreIcon size={16} />
                Independent local stores
              </li>
              <li>
                <ShieldIcon size={16} />
                Support based in {brand.serviceArea[0]}
              </li>
            </ul>
          </div>
          <div className={styles.collage} aria-hidden="true">
            {CATEGORY_META.map(({ category, Icon, tint, ink }) => (
              <span key={category} className={styles.tile} style={{ background: tint, color: ink }}>
                <Icon className={styles.tileIcon} />
              </span>
            ))}
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="categories-title">
        <div className={styles.sectionHead}>
          <div>
            <h2 id="categories-title" className={styles.sectionTitle}>
              Shop by category
            </h2>
            <p className={styles.sectionLead}>Eight kinds of local shops, one checkout.</p>
          </div>
        </div>
        <CategoryGrid />
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <div className={styles.sectionHead}>
          <h2 id="how-title" className={styles.sectionTitle}>
            How {brand.name} works
          </h2>
        </div>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <Card as="li" key={step.title} className={styles.step} padding="lg">
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </Card>
          ))}
        </ol>
      </section>

      <section className={`${styles.section} ${styles.band}`} aria-labelledby="partners-title">
        <div className={styles.bandInner}>
          <div>
            <h2 id="partners-title" className={styles.bandTitle}>
              Run a local shop or want to drive?
            </h2>
            <p>
              Sell to neighbors without building your own delivery, or earn on your own schedule.
              We’d love to hear from you.
            </p>
          </div>
          <ButtonLink to={paths.contact.getHref()} variant="accent" size="lg">
            Get in touch
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
