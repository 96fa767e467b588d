import { brand } from '../../config/brand';
import { Card } from '../../ui/card';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';
import styles from './contact-page.module.css';

/** SPEC §2 /contact: postal address, support e-mail, phone and hours. */
export function ContactPage() {
  return (
    <Page>
      <title>{`Contact · ${brand.name}`}</title>
      <PageHeader
        eyebrow="Contact"
        title="We’re here to help"
        description={`Questions about an order, a store or your account? Our team in ${brand.serviceArea[0]} answers every message, usually within a few hours.`}
      />

      <ul className={styles.grid}>
        <li>
          <Card className={styles.item} padding="lg">
            <span className={styles.icon} aria-hidden="true">
              <PhoneIcon />
            </span>
            <h2 className={styles.label}>Call us</h2>
            <p className={styles.value}>
              <a href={brand.supportPhoneHref}>{brand.supportPhone}</a>
            </p>
            <p className={styles.note}>Fastest for an order in progress.</p>
          </Card>
        </li>
        <li>
          <Card className={styles.item} padding="lg">
            <span className={styles.icon} aria-hidden="true">
              <MailIcon />
            </span>
            <h2 className={styles.label}>Email us</h2>
            <p className={styles.value}>
              <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
            </p>
            <p className={styles.note}>Include your order number if you have one.</p>
          </Card>
        </li>
        <li>
          <Card className={styles.item} padding="lg">
            <span className={styles.icon} aria-hidden="true">
              <MapPinIcon />
            </span>
            <h2 className={styles.label}>Write to us</h2>
            <address className={`${styles.value} ${styles.address}`}>
              {brand.legalName}
              <br />
              {brand.address.street}
              <br />
              {brand.address.locality}
            </address>
          </Card>
        </li>
        <li>
          <Card className={styles.item} padding="lg">
            <span className={styles.icon} aria-hidden="true">
              <ClockIcon />
            </span>
            <h2 className={styles.label}>Support hours</h2>
            <dl className={styles.hours}>
              {brand.supportHours.map((entry) => (
                <div key={entry.days}>
                  <dt>{entry.days}</dt>
                  <dd>{entry.hours}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.note}>Pacific Time. Closed on major holidays.</p>
          </Card>
        </li>
      </ul>

      <section className={styles.topics} aria-labelledby="topics-title">
        <h2 id="topics-title" className={styles.topicsTitle}>
          Who to contact
        </h2>
        <ul className={styles.topicList}>
          <li className={styles.topic}>
            <h3>Orders and refunds</h3>
            <p>
              Call or email support with your order number. If something is missing or wrong, tell
              us within 24 hours and we’ll make it right.
            </p>
          </li>
          <li className={styles.topic}>
            <h3>Sell on {brand.name}</h3>
            <p>
              Own a shop in our area? Email {brand.supportEmail} with your store’s name and address
              and our partnerships team will set you up.
            </p>
          </li>
          <li className={styles.topic}>
            <h3>Drive with us</h3>
            <p>
              Drivers need a valid license, insurance and a smartphone. Write to us and we’ll send
              you next steps.
            </p>
          </li>
        </ul>
      </section>
    </Page>
  );
}
