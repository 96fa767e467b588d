import { brand } from '../../config/brand';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { BoltIcon, StoreIcon, WalletIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';
import styles from './about-page.module.css';

const features = [
  {
    title: 'Fast and Reliable',
    Icon: BoltIcon,
    text: 'Orders are prepared by the shop and handed to a local driver who knows the neighborhood. Choose a 20-minute slot when you need it now, or a delivery window that fits your day.',
  },
  {
    title: 'Seamless for Businesses',
    Icon: StoreIcon,
    text: 'Shops list products, set their own hours and manage orders from one dashboard. We handle checkout, payments and delivery, so owners can focus on their craft.',
  },
  {
    title: 'Earn with Ease',
    Icon: WalletIcon,
    text: 'Drivers follow clear step-by-step delivery instructions and keep 100% of their tips. Flexible hours, short local routes, and support when you need it.',
  },
];

/** SPEC §2 /about: who we are and the three Why Choose Us cards. */
export function AboutPage() {
  return (
    <Page>
      <title>{`About us · ${brand.name}`}</title>
      <PageHeader
        eyebrow="About us"
        title={`Local commerce, made easy — from ${brand.serviceArea[0]}`}
        description={`${brand.name} is an ordering and delivery marketplace built for the independent shops of the San Gabriel Valley and the neighbors who love them.`}
      />

      <div className={styles.intro}>
        <div className={styles.story}>
          <p>
            We started {brand.name} in {brand.headquarters}, because the places that make our
            neighborhoods special — the family restaurant on the corner, the Saturday farmers’
            market, the florist who remembers your mother’s favorite — deserved the same convenience
            as the national chains.
          </p>
          <p>
            Today buyers order from restaurants, farmers’ markets, coffee shops, flower shops,
            liquor and convenience stores, pharmacies and even aquarium stores, and choose delivery
            or pickup at a time that suits them. Each order supports a local business and a local
            driver.
          </p>
          <p>
            We serve {brand.serviceArea.slice(0, -1).join(', ')} and{' '}
            {brand.serviceArea[brand.serviceArea.length - 1]}, and we grow one neighborhood at a
            time.
          </p>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Headquarters</dt>
            <dd>{brand.serviceArea[0]}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Store categories</dt>
            <dd>8</dd>
          </div>
          <div className={styles.fact}>
            <dt>Communities served</dt>
            <dd>{brand.serviceArea.length}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Tips to drivers</dt>
            <dd>100%</dd>
          </div>
        </dl>
      </div>

      <section aria-labelledby="why-title">
        <h2 id="why-title" className={styles.sectionTitle}>
          Why Choose Us
        </h2>
        <p className={styles.sectionLead}>
          One marketplace that works for the people who buy, sell and deliver.
        </p>
        <ul className={styles.features}>
          {features.map(({ title, Icon, text }) => (
            <li key={title}>
              <Card className={styles.feature} padding="lg" as="article">
                <span className={styles.featureIcon} aria-hidden="true">
                  <Icon size={22} />
                </span>
                <h3 className={styles.featureTitle}>{title}</h3>
                <p className={styles.featureText}>{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title" className={styles.ctaTitle}>
          Ready to shop local?
        </h2>
        <p>Find restaurants, markets and shops that deliver to your street.</p>
        <div className={styles.ctaActions}>
          <ButtonLink to={paths.categories.getHref()}>Browse categories</ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </section>
    </Page>
  );
}
