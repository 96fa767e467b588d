import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * The dialog's body. One that scrolls with nothing in it to focus could not be scrolled from the
 * keyboard (WCAG 2.1.1): it takes focus itself then, and only then, as its content changes.
 */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [focusable, setFocusable] = useState(false);
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const check = () =>
      setFocusable(body.scrollHeight > body.clientHeight && focusableIn(body).length === 0);
    check();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resized?.observe(body);
    const changed = new MutationObserver(check);
    changed.observe(body, { childList: true, subtree: true, characterData: true });
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
  }, []);
  return (
    <div ref={ref} className={styles.body} tabIndex={focusable ? 0 : undefined}>
      {children}
    </div>
  );
}

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row; stacked full-width on phones, right-aligned from 768 px. */
  footer?: ReactNode;
  /** 'center' is a modal (a bottom sheet on phones); 'left' and 'right' are side drawers. */
  placement?: 'center' | 'left' | 'right';
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Receives focus when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Max width of a centred dialog from 768 px, or of a side drawer (at most 86% of a phone). */
  width?: number;
  hideCloseButton?: boolean;
};

/**
 * An accessible modal: focus moves in and is trapped while open, Escape and a backdrop click
 * close it, page scroll is locked, and focus returns to where it was on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  placement = 'center',
  role = 'dialog',
  initialFocusRef,
  width,
  hideCloseButton = false,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const backdropRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel;
      target.focus();
    }

    function handleKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = focusableIn(panelRef.current);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (!panelRef.current.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }

    // A press that starts on the backdrop itself (not inside the panel) closes the dialog. It is
    // a pointer convenience: keyboard users have Escape and the Close button, so the backdrop
    // stays a plain presentational element.
    const backdrop = backdropRef.current;
    function handleBackdropPress(event: MouseEvent) {
      if (event.target === backdrop) onCloseRef.current();
    }

    document.addEventListener('keydown', handleKeyDown);
    backdrop?.addEventListener('mousedown', handleBackdropPress);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      backdrop?.removeEventListener('mousedown', handleBackdropPress);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const panelProps = {
    ref: panelRef,
    className: styles.panel,
    style: width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined,
    tabIndex: -1,
  };
  const content = (
    <>
      <div className={styles.header}>
        <div className={styles.titles}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
        </div>
        {!hideCloseButton && (
          <button
            type="button"
            className={styles.close}
            onClick={() => onCloseRef.current()}
            aria-label="Close"
          >
            <CloseIcon />
          </button>
        )}
      </div>
      {children && <DialogBody>{children}</DialogBody>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </>
  );
  const describedBy = description ? descriptionId : undefined;

  return createPortal(
    <div
      ref={backdropRef}
      className={`${styles.backdrop} ${styles[placement]}`}
      data-testid="dialog-backdrop"
    >
      {role === 'alertdialog' ? (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          {...panelProps}
        >
          {content}
        </div>
      ) : (
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          {...panelProps}
        >
          {content}
        </div>
      )}
    </div>,
    document.body,
  );
}
