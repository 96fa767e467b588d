import type { DriverStep } from '@marketplace/contract/driver';
import {
  INSTRUCTION_COMPLETE_FAILED,
  idCheckFailed,
  idCheckPassed,
} from '@marketplace/core/constants/messages';
import { judgeIdCheck } from '@marketplace/core/orders/id-check';
import { Button } from '../../../ui/button';
import { IdCheckFields, idCheckToday, useIdCheckForm } from '../../../ui/id-check-fields';
import { toast } from '../../../ui/toast';
import { useCompleteInstruction } from '../api/complete-instruction';
import styles from './driver-work.module.css';
import { StepActions } from './step-actions';

/**
 * The ID check at the door (docs/decisions/096): the server decides and keeps only the outcome.
 * Under 21, the next step is the way back to the store. Offline, the check waits in the outbox
 * like any step.
 */
export function IdCheckForm({ step }: { step: DriverStep }) {
  const complete = useCompleteInstruction();
  const form = useIdCheckForm();

  const submit = form.handleSubmit((idCheck) => {
    const judged = judgeIdCheck({ ...idCheck, today: idCheckToday() });
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
      <IdCheckFields form={form} />
      <StepActions error={complete.isError ? INSTRUCTION_COMPLETE_FAILED : null}>
        <Button type="submit" size="lg" block loading={complete.isPending}>
          Complete
        </Button>
      </StepActions>
    </form>
  );
}
