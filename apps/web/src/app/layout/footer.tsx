import { Link } from 'react-router';
import { brand } from '../../config/brand';
import { paths } from '../../lib/paths';
import {
  FacebookIcon,
  InstagramIcon,
  LockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TikTokIcon,
  WhatsAppIcon,
} from '../../ui/icons';
import { Logo } from '../../ui/logo';
import styles from './footer.module.css';

const socials = [
  { name: 'Instagram', href: brand.socials.instagram, Icon: InstagramIcon },
  { name: 'TikTok', href: brand.socials.tiktok, Icon: TikTokIcon },
  { name: 'Facebook', href: brand.socials.facebook, Icon: FacebookIcon },
  { name: 'WhatsApp', href: brand.socials.whatsapp, Icon: WhatsAppIcon },
];

/** SPEC §2 footer: legal and company links, socials, support contacts, 2025 copyright line. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo inverse />
          <p className={styles.tagline}>
            Groceries, dinner, flowers and everyday essentials from the independent shops of the San
            Gabriel Valley — delivered fast or ready for pickup.
          </p>
          <ul className={styles.socials} aria-label="Social media">
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  className={styles.social}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} on ${name}`}
                >
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className={styles.columns}>
          <nav aria-label="Company">
            <h2 className={styles.heading}>Company</h2>
            <ul className={styles.list}>
              <li>
                <Link to={paths.about.getHref()}>About us</Link>
              </li>
              <li>
                <Link to={paths.contact.getHref()}>Contact</Link>
              </li>
              <li>
                <Link to={paths.categories.getHref()}>Browse stores</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label="Legal">
            <h2 className={styles.heading}>Legal</h2>
            <ul className={styles.list}>
              <li>
                <Link to={paths.terms.getHref()}>Terms of Use</Link>
              </li>
              <li>
                <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>Support</h2>
            <ul className={styles.list}>
              <li className={styles.contactItem}>
                <MailIcon size={16} />
                <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
              </li>
              <li className={styles.contactItem}>
                <PhoneIcon size={16} />
                <a href={brand.supportPhoneHref}>{brand.supportPhone}</a>
              </li>
              <li className={styles.contactItem}>
                <MapPinIcon size={16} />
                <address className={styles.address}>
                  {brand.address.street}
                  <br />
                  {brand.address.locality}
                </address>
              </li>
            </ul>
          </div>
        </div>

        <div className={styles.bottom}>
          <p>
            © {brand.copyrightYear} {brand.name}. All rights reserved.
          </p>
          <p className={styles.secure}>
            <LockIcon size={14} />
            Payments are processed securely by our card payment partner.
          </p>
        </div>
      </div>
    </footer>
  );
}
