import type { HTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './card.module.css';

type Padding = 'none' | 'md' | 'lg';

const padClass: Record<Padding, string | undefined> = {
  none: styles.padNone,
  md: styles.padMd,
  lg: styles.padLg,
};

type CardProps = HTMLAttributes<HTMLElement> & {
  children: ReactNode;
  padding?: Padding;
  as?: 'div' | 'section' | 'article' | 'li';
};

/** A raised surface that groups related content. */
export function Card({ children, padding = 'md', as = 'div', className, ...rest }: CardProps) {
  const Element = as;
  return (
    <Element
      className={[styles.card, padClass[padding], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
}

type CardLinkProps = LinkProps & { padding?: Padding };

/** A whole card that navigates; lifts on hover and shows the focus ring on keyboard focus. */
export function CardLink({ padding = 'md', className, ...rest }: CardLinkProps) {
  return (
    <Link
      className={[styles.card, styles.interactive, padClass[padding], className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    />
  );
}
