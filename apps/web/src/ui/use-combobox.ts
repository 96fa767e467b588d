import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';

type ComboboxOptions = {
  /** How many options the list shows now. */
  optionCount: number;
  /** The user chose option `index` (click, or Enter on the active one). */
  onPick: (index: number) => void;
  /**
   * Enter while no option is active. Return true when handled (the key's default is then
   * prevented); otherwise the surrounding form submits as usual.
   */
  onEnterWithoutActive?: () => boolean;
  /** Changes whenever the options are replaced, so the highlight starts over. */
  resetKey?: unknown;
};

/**
 * The ARIA 1.2 combobox pattern for a text box with a list of suggestions: arrow keys move
 * through the options (wrapping), Enter picks the highlighted one, Escape closes the list (and
 * only the list, not a dialog around it), Tab or leaving the box closes it. Focus stays in the
 * text box throughout; the highlighted option is announced through aria-activedescendant.
 */
export function useCombobox({
  optionCount,
  onPick,
  onEnterWithoutActive,
  resetKey,
}: ComboboxOptions) {
  const listboxId = useId();
  const optionIdPrefix = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const expanded = open && optionCount > 0;

  // New options: nothing is highlighted until the user moves into the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input.
  useEffect(() => {
    setActiveIndex(-1);
  }, [resetKey, optionCount]);

  const optionId = useCallback((index: number) => `${optionIdPrefix}-${index}`, [optionIdPrefix]);

  const pick = useCallback(
    (index: number) => {
      setOpen(false);
      setActiveIndex(-1);
      onPick(index);
    },
    [onPick],
  );

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown': {
        if (optionCount === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(0);
          return;
        }
        setActiveIndex((index) => (index + 1) % optionCount);
        return;
      }
      case 'ArrowUp': {
        if (optionCount === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(optionCount - 1);
          return;
        }
        setActiveIndex((index) => (index <= 0 ? optionCount - 1 : index - 1));
        return;
      }
      case 'Enter': {
        if (expanded && activeIndex >= 0 && activeIndex < optionCount) {
          event.preventDefault();
          pick(activeIndex);
          return;
        }
        if (onEnterWithoutActive?.()) event.preventDefault();
        setOpen(false);
        return;
      }
      case 'Escape': {
        if (!expanded) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActiveIndex(-1);
        return;
      }
      case 'Tab': {
        setOpen(false);
        return;
      }
      default:
    }
  }

  return {
    expanded,
    activeIndex,
    /** Opens the list (when there is something to show); call it as the user types. */
    show: () => setOpen(true),
    hide: () => setOpen(false),
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant':
        expanded && activeIndex >= 0 && activeIndex < optionCount
          ? optionId(activeIndex)
          : undefined,
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: (_event: FocusEvent<HTMLInputElement>) => setOpen(false),
    },
    listboxProps: { id: listboxId, role: 'listbox' as const },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === activeIndex,
      // A press on an option must not blur the text box first (which would close the list).
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => pick(index),
      onMouseMove: () => {
        if (index !== activeIndex) setActiveIndex(index);
      },
    }),
  };
}
