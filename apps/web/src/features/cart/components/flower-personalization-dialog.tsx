import {
  LOCATION_TYPES,
  type LocationType,
  OCCASIONS,
  type Occasion,
  RELATIONSHIPS,
  type Relationship,
} from '@marketplace/core/constants/flower-personalization';
import { TEXT_AREA_MAX, TEXT_INPUT_MAX } from '@marketplace/core/constants/limits';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Select } from '../../../ui/select';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import type { FlowerCustomizations } from '../cart-storage';
import styles from './flower-personalization-dialog.module.css';

/** Ours: SPEC names the fields, not their messages. */
export const FLOWER_MESSAGES = {
  fullName: "Please enter the recipient's full name.",
  occasion: 'Please choose an occasion.',
  relationship: 'Please choose your relationship.',
  locationType: 'Please choose where it is going.',
  customMessage: 'Please write a message for the card.',
} as const;

/** The recipient's name fits a card line; SPEC does not give a limit. */
const FULL_NAME_MAX = 60;

type Draft = {
  fullName: string;
  occasion: Occasion | '';
  relationship: Relationship | '';
  locationType: LocationType | '';
  customMessage: string;
  signature: string;
};

type Errors = Partial<Record<keyof typeof FLOWER_MESSAGES, string>>;

const BLANK: Draft = {
  fullName: '',
  occasion: '',
  relationship: '',
  locationType: '',
  customMessage: '',
  signature: '',
};

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function check(
  draft: Draft,
): { ok: true; value: FlowerCustomizations } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  if (!draft.fullName.trim()) errors.fullName = FLOWER_MESSAGES.fullName;
  if (!draft.occasion) errors.occasion = FLOWER_MESSAGES.occasion;
  if (!draft.relationship) errors.relationship = FLOWER_MESSAGES.relationship;
  if (!draft.locationType) errors.locationType = FLOWER_MESSAGES.locationType;
  if (!draft.customMessage.trim()) errors.customMessage = FLOWER_MESSAGES.customMessage;
  if (!draft.occasion || !draft.relationship || !draft.locationType || Object.keys(errors).length)
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      fullName: draft.fullName.trim(),
      occasion: draft.occasion,
      relationship: draft.relationship,
      locationType: draft.locationType,
      customMessage: draft.customMessage.trim(),
      signature: draft.signature.trim(),
    },
  };
}

type FlowerPersonalizationDialogProps = {
  open: boolean;
  productName: string;
  saved: FlowerCustomizations | null;
  onClose: () => void;
  onSave: (message: FlowerCustomizations) => void;
};

/**
 * SPEC §2/§9 flower personalization: the gift card's recipient, occasion, relationship, where it
 * is going (SPEC's lists), the message and a signature. Saved per product; the cart line carries
 * it to checkout and the order.
 */
export function FlowerPersonalizationDialog({
  open,
  productName,
  saved,
  onClose,
  onSave,
}: FlowerPersonalizationDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={saved ? 'Edit gift message' : 'Personalize your gift'}
      description={`A card to go with ${productName}.`}
      width={560}
    >
      {/* Mounted only while open, so each opening starts from the saved message. */}
      <FlowerForm saved={saved} onSave={onSave} onCancel={onClose} />
    </Dialog>
  );
}

function FlowerForm({
  saved,
  onSave,
  onCancel,
}: {
  saved: FlowerCustomizations | null;
  onSave: (message: FlowerCustomizations) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(saved ?? BLANK);
  const [errors, setErrors] = useState<Errors>({});

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = check(draft);
    if (result.ok) onSave(result.value);
    else setErrors(result.errors);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Recipient's full name"
        autoComplete="off"
        maxLength={FULL_NAME_MAX}
        value={draft.fullName}
        error={errors.fullName}
        onChange={(event) => set('fullName', event.target.value)}
      />
      <div className={styles.row}>
        <Select
          label="Occasion"
          placeholder="Choose…"
          options={options(OCCASIONS)}
          value={draft.occasion}
          error={errors.occasion}
          onChange={(event) => set('occasion', event.target.value as Occasion)}
        />
        <Select
          label="Relationship"
          placeholder="Choose…"
          options={options(RELATIONSHIPS)}
          value={draft.relationship}
          error={errors.relationship}
          onChange={(event) => set('relationship', event.target.value as Relationship)}
        />
      </div>
      <Select
        label="Delivering to"
        placeholder="Choose a location type…"
        options={options(LOCATION_TYPES)}
        value={draft.locationType}
        error={errors.locationType}
        onChange={(event) => set('locationType', event.target.value as LocationType)}
      />
      <TextArea
        label="Card message"
        rows={4}
        maxLength={TEXT_AREA_MAX}
        showCounter
        value={draft.customMessage}
        error={errors.customMessage}
        onChange={(event) => set('customMessage', event.target.value)}
      />
      <TextField
        label="Signature"
        optional
        maxLength={TEXT_INPUT_MAX}
        placeholder="With love, Sam"
        value={draft.signature}
        onChange={(event) => set('signature', event.target.value)}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save message</Button>
      </div>
    </form>
  );
}
