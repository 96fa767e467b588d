import type { Product } from '@marketplace/contract/catalog';
import type { SelectedCustomization } from '@marketplace/core/cart/cart-item';
import { TEXT_AREA_MAX, TEXT_INPUT_MAX } from '@marketplace/core/constants/limits';
import { dollarsToCents } from '@marketplace/core/money/cents';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { unitPrice } from '@marketplace/core/money/unit-price';
import {
  type Customization as CoreCustomization,
  validateCustomizations,
} from '@marketplace/core/validation/validate-customizations';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { AlertCircleIcon, BagIcon } from '../../../ui/icons';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { toCoreGroups } from '../customization-groups';
import styles from './customization-dialog.module.css';

type Choice = { titles: string[]; text: string };
type Choices = Record<string, Choice>;

type CustomizationDialogProps = {
  open: boolean;
  product: Product;
  onClose: () => void;
  /** Called with the validated choices (option prices in cents). */
  onConfirm: (customizations: SelectedCustomization[]) => void;
};

const EMPTY: Choice = { titles: [], text: '' };

function isText(group: CoreCustomization) {
  return Boolean(group.isTextInput || group.isTextAreaInput);
}

/** What the buyer picked, in core's shape, with option prices from the product in cents. */
function selections(
  groups: readonly CoreCustomization[],
  choices: Choices,
): SelectedCustomization[] {
  return groups.map((group) => {
    const choice = choices[group.name] ?? EMPTY;
    if (isText(group)) return { name: group.name, selectedOptions: [], textValue: choice.text };
    return {
      name: group.name,
      selectedOptions: group.options.filter((option) => choice.titles.includes(option.title)),
    };
  });
}

function stackLimitOf(group: CoreCustomization): number {
  return group.stackLimit ?? group.options.length;
}

function unanswered(group: CoreCustomization, choice: Choice): boolean {
  return isText(group) ? choice.text.trim() === '' : choice.titles.length === 0;
}

/**
 * SPEC §2/§5 product customization modal: radios for single choices, checkboxes limited by
 * stackLimit for stackable groups, a 30-character text input and a 175-character text area with
 * a counter; the price follows the options live. Core validates the choices on confirm.
 */
export function CustomizationDialog({
  open,
  product,
  onClose,
  onConfirm,
}: CustomizationDialogProps) {
  const groups = useMemo(() => toCoreGroups(product.customizations), [product.customizations]);
  const [choices, setChoices] = useState<Choices>({});
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const errorId = useId();
  const baseId = useId();

  const picked = selections(groups, choices);
  const price = unitPrice({ basePrice: dollarsToCents(product.price), customizations: picked });

  function update(name: string, next: Partial<Choice>) {
    setChoices((current) => ({ ...current, [name]: { ...(current[name] ?? EMPTY), ...next } }));
    setError(null);
  }

  function close() {
    setChoices({});
    setError(null);
    setTried(false);
    onClose();
  }

  function confirm() {
    setTried(true);
    const result = validateCustomizations(groups, picked);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setChoices({});
    setError(null);
    setTried(false);
    onConfirm(result.value);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={product.name}
      description={`Make it yours · from ${formatUsd(dollarsToCents(product.price))}`}
      width={520}
      footer={
        <div className={styles.footer}>
          {error && (
            <p id={errorId} role="alert" className={styles.error}>
              <AlertCircleIcon size={16} />
              <span>{error}</span>
            </p>
          )}
          <Button
            block
            size="lg"
            onClick={confirm}
            leadingIcon={<BagIcon size={18} />}
            aria-describedby={error ? errorId : undefined}
          >
            <span>Add to Cart</span>
            <span className={styles.price} data-testid="customization-price">
              {formatUsd(price)}
            </span>
          </Button>
        </div>
      }
    >
      <div className={styles.groups}>
        {groups.map((group, index) => {
          const choice = choices[group.name] ?? EMPTY;
          const missing = tried && Boolean(group.isRequired) && unanswered(group, choice);
          const groupId = `${baseId}-${index}`;
          if (isText(group)) {
            const limit = group.isTextAreaInput ? TEXT_AREA_MAX : TEXT_INPUT_MAX;
            const common = {
              label: group.name,
              optional: !group.isRequired,
              maxLength: limit,
              value: choice.text,
              error: missing ? 'Required' : undefined,
            };
            return (
              <div key={group.name} className={styles.group}>
                {group.isTextAreaInput ? (
                  <TextArea
                    {...common}
                    rows={3}
                    showCounter
                    onChange={(event) => update(group.name, { text: event.target.value })}
                  />
                ) : (
                  <TextField
                    {...common}
                    hint={`Up to ${limit} characters`}
                    onChange={(event) => update(group.name, { text: event.target.value })}
                  />
                )}
              </div>
            );
          }
          const stackable = Boolean(group.isStackable);
          const limit = stackLimitOf(group);
          const full = stackable && choice.titles.length >= limit;
          return (
            <fieldset
              key={group.name}
              className={`${styles.group} ${styles.fieldset} ${missing ? styles.missing : ''}`}
              aria-describedby={`${groupId}-rule`}
            >
              <legend className={styles.legend}>
                <span className={styles.groupName}>{group.name}</span>
                <span
                  id={`${groupId}-rule`}
                  className={group.isRequired ? styles.required : styles.rule}
                >
                  {group.isRequired ? 'Required' : stackable ? `Choose up to ${limit}` : 'Optional'}
                </span>
              </legend>
              <ul className={styles.options}>
                {!stackable && !group.isRequired && (
                  <li>
                    <label className={styles.option}>
                      <input
                        type="radio"
                        name={groupId}
                        checked={choice.titles.length === 0}
                        onChange={() => update(group.name, { titles: [] })}
                      />
                      <span className={styles.optionTitle}>None</span>
                    </label>
                  </li>
                )}
                {group.options.map((option) => {
                  const checked = choice.titles.includes(option.title);
                  return (
                    <li key={option.title}>
                      <label
                        className={`${styles.option} ${!checked && full ? styles.optionDisabled : ''}`}
                      >
                        <input
                          type={stackable ? 'checkbox' : 'radio'}
                          name={groupId}
                          checked={checked}
                          disabled={!checked && full}
                          onChange={(event) => {
                            if (!stackable) update(group.name, { titles: [option.title] });
                            else if (event.target.checked)
                              update(group.name, { titles: [...choice.titles, option.title] });
                            else
                              update(group.name, {
                                titles: choice.titles.filter((t) => t !== option.title),
                              });
                          }}
                        />
                        <span className={styles.optionTitle}>{option.title}</span>
                        {option.price > 0 && (
                          <span className={styles.optionPrice}>+{formatUsd(option.price)}</span>
                        )}
                      </label>
                    </li>
                  );
                })}
              </ul>
              {stackable && (
                <p className={styles.count} aria-live="polite">
                  {choice.titles.length} of {limit} chosen
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
    </Dialog>
  );
}
