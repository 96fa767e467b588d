import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { ID_BIRTH_DATE_INVALID, ID_TYPE_REQUIRED } from '@marketplace/core/constants/messages';
import {
  ID_TYPE_LABELS,
  ID_TYPES,
  type IdType,
  judgeIdCheck,
} from '@marketplace/core/orders/id-check';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { useZodForm } from './form';
import styles from './id-check-fields.module.css';
import { Select } from './select';
import { TextField } from './text-field';

/** Today on the marketplace's calendar, as the server judges ages. */
export const idCheckToday = () => localDateTime(Date.now(), DEFAULT_TIMEZONE).date;

/** Core's rules, so the form refuses what the server would, with the same sentences. */
const idCheckSchema = z
  .object({
    dateOfBirth: z.string().min(1, ID_BIRTH_DATE_INVALID),
    idType: z.enum(ID_TYPES, { error: ID_TYPE_REQUIRED }),
  })
  .superRefine((value, context) => {
    const judged = judgeIdCheck({ ...value, today: idCheckToday() });
    if (!judged.ok)
      context.addIssue({ code: 'custom', path: [judged.field], message: judged.reason });
  });

type IdCheckInput = { dateOfBirth: string; idType: IdType | '' };
export type IdCheckForm = UseFormReturn<IdCheckInput, unknown, z.output<typeof idCheckSchema>>;

/** The form of an ID check: empty, judged by core's rules on submit. */
export function useIdCheckForm(): IdCheckForm {
  return useZodForm<IdCheckInput, z.output<typeof idCheckSchema>>(idCheckSchema, {
    defaultValues: { dateOfBirth: '', idType: '' },
  });
}

const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

/**
 * The ID check of a 21+ order's hand-over (docs/decisions/096), at the door or the counter: the
 * date of birth and the kind of ID, read off the ID. The server decides and keeps the outcome
 * only.
 */
export function IdCheckFields({ form }: { form: IdCheckForm }) {
  const { errors } = form.formState;
  return (
    <>
      <p className={styles.note}>
        Ask for a photo ID, check the photo matches and that it has not expired. Only the result is
        kept, never the date of birth.
      </p>
      <TextField
        label="Date of birth on the ID"
        type="date"
        max={idCheckToday()}
        autoComplete="off"
        error={errors.dateOfBirth?.message}
        {...form.register('dateOfBirth')}
      />
      <Select
        label="Type of ID"
        placeholder="Choose the type of ID"
        options={ID_TYPE_OPTIONS}
        error={errors.idType?.message}
        {...form.register('idType')}
      />
    </>
  );
}
