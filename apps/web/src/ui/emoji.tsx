// The font's @font-face rules travel with this component, so only the screens that show data
// emoji (store pages, the seller's catalogue) load them, not the first paint of every page.
import '@fontsource/noto-emoji/400.css';
import styles from './emoji.module.css';

/**
 * An emoji that is data (a product category's icon, typed by a seller), drawn whether or not
 * the reader’s system has an emoji font. Decorative: the text beside it names the thing.
 */
export function Emoji({ children, className }: { children: string; className?: string }) {
  return (
    <span className={className ? `${styles.emoji} ${className}` : styles.emoji} aria-hidden="true">
      {children}
    </span>
  );
}
