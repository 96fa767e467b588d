import { useLayoutEffect } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The text fields of the server's first paint, and which one the visitor is in. */
export type ServerFields = { fields: readonly TextField[]; focused: () => TextField | null };

const TEXT_FIELDS = 'input:not([type]), input[type="text"], input[type="search"], textarea';

/** What tells two fields apart besides their place: the same field has the same key. */
function key(field: TextField): string {
  return ['type', 'name', 'placeholder', 'aria-label']
    .map((name) => field.getAttribute(name) ?? '')
    .join('|');
}

/**
 * Starts watching the text fields the server drew into `root` (docs/decisions/102), before the
 * app renders over them.
 */
export function watchServerFields(root: HTMLElement): ServerFields {
  const fields = [...root.querySelectorAll<TextField>(TEXT_FIELDS)];
  // The visitor may be in a field already: the page is usable before its code has arrived.
  let focused = fields.find((field) => field === document.activeElement) ?? null;
  const onFocusIn = (event: FocusEvent) => {
    focused = fields.find((field) => field === event.target) ?? null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    // A field the app removes loses focus too, and Chromium reports it while the field is still
    // on the page, in the same task as the app's commit (whose handover must still see it).
    // Only a field still on the page once that task is done was left by the visitor.
    queueMicrotask(() => {
      if (left === focused && focused?.isConnected) focused = null;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  return { fields, focused: () => focused };
}

/**
 * A visitor may type into the server's first paint before the app's code has run: the app then
 * draws its own fields in their place. This moves what was typed into the app's field of the
 * same kind and place, as if typed there (so the app hears it), with the focus and the caret.
 */
export function FirstPaintHandover({ root, server }: { root: HTMLElement; server: ServerFields }) {
  // In the commit that puts the app's fields in place, before anything is drawn or typed: a key
  // pressed meanwhile reaches the app's field, which has the text and the focus by then. A field
  // must therefore not set its own text after mounting (the search box follows the URL only
  // when it changes).
  useLayoutEffect(() => {
    const focused = server.focused();
    const appFields = [...root.querySelectorAll<TextField>(TEXT_FIELDS)];
    const seen = new Map<string, number>();
    for (const field of server.fields) {
      const fieldKey = key(field);
      const nth = seen.get(fieldKey) ?? 0;
      seen.set(fieldKey, nth + 1);
      const typed = field.value !== field.defaultValue;
      if (!typed && field !== focused) continue;
      const target = appFields.filter((each) => key(each) === fieldKey)[nth];
      if (!target || target === field) continue;
      if (typed) {
        const prototype = Object.getPrototypeOf(target) as TextField;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, field.value);
        target.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (field === focused) {
        const { selectionStart, selectionEnd } = field;
        target.focus();
        // Once the app has taken the value, which it does as soon as this commit is done.
        queueMicrotask(() => target.setSelectionRange(selectionStart, selectionEnd));
      }
    }
  }, [root, server]);
  return null;
}
