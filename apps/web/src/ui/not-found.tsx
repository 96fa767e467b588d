import { ERROR_404 } from '@marketplace/core/constants/messages';
import { brand } from '../config/brand';
import { paths } from '../lib/paths';
import { ButtonLink } from './button';
import styles from './not-found.module.css';

/** SPEC §2/§8: any unknown path, and role dashboards the user may not open. */
export function NotFound() {
  return (
    <div className={styles.wrap}>
      <title>{`Page not found · ${brand.name}`}</title>
      <div className={styles.content}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{ERROR_404}</h1>
        <p className={styles.text}>
          We couldn’t find the page you were looking for. It may have moved, or the link may be out
          of date.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.home.getHref()}>Back to home</ButtonLink>
          <ButtonLink to={paths.categories.getHref()} variant="secondary">
            Browse categories
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
