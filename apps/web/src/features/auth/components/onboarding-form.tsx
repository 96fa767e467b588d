import type { User } from '@marketplace/contract/users';
import { GENDER_LABELS, GENDERS } from '@marketplace/core/constants/genders';
import {
  GENDER_REQUIRED,
  SOMETHING_WENT_WRONG,
  WELCOME_ABOARD,
} from '@marketplace/core/constants/messages';
import { validateOnboarding } from '@marketplace/core/validation/validate-onboarding';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client';
import { useOnboardUser } from '../../../api/onboard-user';
import { localDate } from '../../../lib/local-date';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { getTempToken, saveSession } from '../session-store';
import styles from './login.module.css';

type Field = 'email' | 'firstName' | 'lastName' | 'dob' | 'gender';

const genderOptions = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

type OnboardingFormProps = {
  /** E.164, as verified. */
  phone: string;
  onComplete: (user: User) => void;
};

/**
 * SPEC §4/§5 onboarding for a new phone: email, names, date of birth (18+, max today) and
 * gender ('Other' reveals a text field). A missing gender is a toast, per SPEC §8; every other
 * message sits under its field.
 */
export function OnboardingForm({ phone, onComplete }: OnboardingFormProps) {
  const [values, setValues] = useState({
    email: '',
    firstName: '',
    lastName: '',
    dob: '',
    gender: '',
    genderOther: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const onboard = useOnboardUser();
  const today = localDate();
  const formRef = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  // After a refused submit, take the user to the first field that needs attention.
  useEffect(() => {
    if (failedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  function update(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField: Field = field === 'genderOther' ? 'gender' : field;
    setErrors((current) => ({ ...current, [errorField]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateOnboarding(values, today);
    if (!result.ok) {
      const { gender, ...fieldErrors } = result.errors;
      if (gender === GENDER_REQUIRED) {
        toast.error(GENDER_REQUIRED);
        setErrors(fieldErrors);
      } else {
        setErrors(result.errors);
      }
      setFailedSubmits((count) => count + 1);
      return;
    }
    const tempToken = getTempToken();
    if (!tempToken) {
      toast.error('Your sign-up session has expired. Please verify your phone again.');
      return;
    }
    onboard.mutate(
      { tempToken, phone, ...result.value },
      {
        onSuccess: ({ token, user }) => {
          saveSession({ user, token });
          toast.success(WELCOME_ABOARD);
          onComplete(user);
        },
        onError: (cause) => {
          toast.error(errorMessage(cause, SOMETHING_WENT_WRONG));
        },
      },
    );
  }

  return (
    <form ref={formRef} className={styles.step} onSubmit={handleSubmit} noValidate>
      <div className={styles.intro}>
        <h2 className={styles.title}>Create your account</h2>
        <p className={styles.lead}>
          Your phone is verified. Tell us a little about yourself to finish signing up.
        </p>
      </div>
      <div className={styles.grid}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
          error={errors.email}
          required
        />
        <div className={styles.pair}>
          <TextField
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => update('firstName', event.target.value)}
            error={errors.firstName}
            required
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => update('lastName', event.target.value)}
            error={errors.lastName}
            required
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label="Date of birth"
            type="date"
            autoComplete="bday"
            max={today}
            value={values.dob}
            onChange={(event) => update('dob', event.target.value)}
            error={errors.dob}
            hint={errors.dob ? undefined : 'You must be 18 or older.'}
            required
          />
          <Select
            label="Gender"
            placeholder="Select…"
            options={genderOptions}
            value={values.gender}
            onChange={(event) => update('gender', event.target.value)}
            error={values.gender === 'other' ? undefined : errors.gender}
            required
          />
        </div>
        {values.gender === 'other' && (
          <TextField
            label="Your gender"
            hint="Describe it in your own words."
            value={values.genderOther}
            onChange={(event) => update('genderOther', event.target.value)}
            error={errors.gender}
            maxLength={50}
          />
        )}
      </div>
      <Button type="submit" size="lg" block loading={onboard.isPending}>
        Create account
      </Button>
    </form>
  );
}
