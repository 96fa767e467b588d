import {
  CUSTOMIZATION_GROUPS_MAX,
  CUSTOMIZATION_OPTIONS_MAX,
} from '@marketplace/contract/store-management';
import { type ReactNode, type Ref, useEffect } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { ChevronDownIcon, CloseIcon, PlusIcon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import {
  type CustomizationKind,
  newCustomizationGroup,
  newCustomizationOption,
  type ProductFormOutput,
  type ProductFormValues,
} from '../product-form-values';
import styles from './product-form.module.css';

type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const KINDS: { value: CustomizationKind; label: string }[] = [
  { value: 'choice', label: 'Choose from options' },
  { value: 'text', label: 'Type one line' },
  { value: 'textarea', label: 'Type a longer note' },
];

/**
 * The product's customization groups (SPEC §3 Customization): what the buyer's modal asks when
 * the product goes into the cart. Groups and their options are added, removed and put in order;
 * core's rule (validateCustomizationGroups, through the contract) says what is wrong above them.
 */
export function CustomizationEditor({
  form,
  ref,
}: {
  form: ProductForm;
  /** The whole editor: a refused submit brings it into view when only the groups are wrong. */
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const groups = useFieldArray({ control: form.control, name: 'customizations' });
  const error = form.formState.errors.customizations;
  const message = error?.message ?? error?.root?.message;
  const edited = useWatch({ control: form.control, name: 'customizations' });
  const { isSubmitted } = form.formState;

  // Core judges the groups as a whole, so its sentence sits on the list, where a change to one
  // field does not reach it: after a submit, every change asks again.
  useEffect(() => {
    if (isSubmitted && edited) void form.trigger('customizations');
  }, [edited, isSubmitted, form]);

  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className={styles.fieldset}
      aria-describedby="customizations-hint"
    >
      <legend className={styles.legend}>Customizations</legend>
      <p id="customizations-hint" className={styles.hint}>
        Choices such as size or toppings, or a note the buyer types, asked when the product is added
        to the cart.
      </p>
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      {groups.fields.length > 0 && (
        <ol className={styles.groups}>
          {groups.fields.map((field, index) => (
            <li key={field.id}>
              <GroupEditor
                form={form}
                index={index}
                count={groups.fields.length}
                onMove={(to) => groups.move(index, to)}
                onRemove={() => groups.remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<PlusIcon size={16} />}
          disabled={groups.fields.length >= CUSTOMIZATION_GROUPS_MAX}
          onClick={() => groups.append(newCustomizationGroup())}
        >
          Add customization group
        </Button>
      </div>
    </fieldset>
  );
}

type GroupEditorProps = {
  form: ProductForm;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function GroupEditor({ form, index, count, onMove, onRemove }: GroupEditorProps) {
  const path = `customizations.${index}` as const;
  const options = useFieldArray({ control: form.control, name: `${path}.options` });
  const [name, kind, isStackable] = form.watch([
    `${path}.name`,
    `${path}.kind`,
    `${path}.isStackable`,
  ]);
  const errors = form.formState.errors.customizations?.[index];
  const label = `Customization group ${index + 1}`;

  return (
    <fieldset className={styles.group} aria-label={label}>
      <div className={styles.groupHead}>
        <p className={styles.groupTitle} aria-hidden="true">
          {name.trim() || label}
        </p>
        <ItemTools
          what={`customization group ${index + 1}`}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <TextField
        label="Group name"
        placeholder="Size, Protein, Message on the cake…"
        maxLength={80}
        {...form.register(`${path}.name`)}
        error={errors?.name?.message}
      />
      <div className={styles.split}>
        <Select label="The buyer" options={KINDS} {...form.register(`${path}.kind`)} />
        <CheckboxField
          label="Required"
          hint="The buyer must answer it."
          {...form.register(`${path}.isRequired`)}
        />
      </div>
      {kind === 'choice' && (
        <>
          <CheckboxField
            label="More than one option may be chosen"
            {...form.register(`${path}.isStackable`)}
          />
          {isStackable && (
            <TextField
              label="Choice limit"
              optional
              inputMode="numeric"
              hint="Leave blank to allow every option."
              {...form.register(`${path}.stackLimit`)}
              error={errors?.stackLimit?.message}
            />
          )}
          <ol className={styles.options} aria-label={`Options of ${label.toLowerCase()}`}>
            {options.fields.map((field, optionIndex) => (
              <li key={field.id} className={styles.option}>
                <TextField
                  label={`Option ${optionIndex + 1}`}
                  placeholder="Large, Extra cheese…"
                  maxLength={80}
                  {...form.register(`${path}.options.${optionIndex}.title`)}
                  error={errors?.options?.[optionIndex]?.title?.message}
                />
                <TextField
                  label={`Option ${optionIndex + 1} price`}
                  prefix="$"
                  inputMode="decimal"
                  {...form.register(`${path}.options.${optionIndex}.price`)}
                  error={errors?.options?.[optionIndex]?.price?.message}
                />
                <div className={styles.optionTools}>
                  <ItemTools
                    what={`option ${optionIndex + 1}`}
                    index={optionIndex}
                    count={options.fields.length}
                    onMove={(to) => options.move(optionIndex, to)}
                    onRemove={() => options.remove(optionIndex)}
                  />
                </div>
              </li>
            ))}
          </ol>
          <div>
            <Button
              variant="ghost"
              size="sm"
              leadingIcon={<PlusIcon size={16} />}
              disabled={options.fields.length >= CUSTOMIZATION_OPTIONS_MAX}
              onClick={() => options.append(newCustomizationOption())}
            >
              Add option
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}

type ItemToolsProps = {
  /** Names the item in the buttons' labels: "Move option 2 up". */
  what: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function ItemTools({ what, index, count, onMove, onRemove }: ItemToolsProps) {
  return (
    <div className={styles.tools}>
      <Tool label={`Move ${what} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <ChevronDownIcon size={16} className={styles.up} />
      </Tool>
      <Tool
        label={`Move ${what} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ChevronDownIcon size={16} />
      </Tool>
      <Tool label={`Remove ${what}`} onClick={onRemove}>
        <CloseIcon size={16} />
      </Tool>
    </div>
  );
}

function Tool(props: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
