import type { DriverStep } from '@marketplace/contract/driver';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import {
  ID_BIRTH_DATE_INVALID,
  ID_TYPE_REQUIRED,
  INSTRUCTION_COMPLETE_FAILED,
  idCheckFailed,
  idCheckPassed,
} from '@marketplace/core/constants/messages';
import {
  ID_TYPE_LABELS,
  ID_TYPES,
  type IdType,
  judgeIdCheck,
} from '@marketplace/core/orders/id-check';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../ui/button';
import { useZodForm } from '../../../ui/form';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useCompleteInstruction } from '../api/complete-instruction';
import styles from './driver-work.module.css';
import { StepActions } from './step-actions';

const today = () => localDateTime(Date.now(), DEFAULT_TIMEZONE).date;

/** Core's rules, so the phone refuses what the server would, with the same sentences. */
const idCheckSchema = z
  .object({
    dateOfBirth: z.string().min(1, ID_BIRTH_DATE_INVALID),
    idType: z.enum(ID_TYPES, { error: ID_TYPE_REQUIRED }),
  })
  .superRefine((value, context) => {
    const judged = judgeIdCheck({ ...value, today: today() });
    if (!judged.ok)
      context.addIssue({ code: 'custom', path: [judged.field], message: judged.reason });
  });

const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

/**
 * The ID check at the door (docs/decisions/096): the date of birth and the kind of ID, read off
 * the ID; the server decides and keeps only the outcome. Under 21, the next step is the way
 * back to the store. Offline, the check waits in the outbox like any step.
 */
export function IdCheckForm({ step }: { step: DriverStep }) {
  const complete = useCompleteInstruction();
  const form = useZodForm<
    { dateOfBirth: string; idType: IdType | '' },
    z.output<typeof idCheckSchema>
  >(idCheckSchema, { defaultValues: { dateOfBirth: '', idType: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((idCheck) => {
    const judged = judgeIdCheck({ ...idCheck, today: today() });
    complete.mutate(
      { step, idCheck },
      {
        onSuccess: () => {
          if (!judged.ok) return;
          if (judged.passed) toast.success(idCheckPassed(judged.age));
          else toast.error(idCheckFailed(judged.age), { duration: 10_000 });
        },
      },
    );
  });

  return (
    <form className={styles.idCheckForm} onSubmit={submit} noValidate>
      <p className={styles.note}>
        Ask for a photo ID, check the photo matches and that it has not expired. Only the result is
        kept, never the date of birth.
      </p>
      <TextField
        label="Date of birth on the ID"
        type="date"
        max={today()}
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
      <StepActions error={complete.isError ? INSTRUCTION_COMPLETE_FAILED : null}>
        <Button type="submit" size="lg" block loading={complete.isPending}>
          Complete
        </Button>
      </StepActions>
    </form>
  );
}
