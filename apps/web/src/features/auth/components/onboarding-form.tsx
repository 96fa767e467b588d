import type { User } from '@marketplace/contract/users';
import { GENDER_LABELS, GENDERS } from '@marketplace/core/constants/genders';
import {
  GENDER_REQUIRED,
  SOMETHING_WENT_WRONG,
  WELCOME_ABOARD,
} from '@marketplace/core/constants/messages';
import { validateOnboarding } from '@marketplace/core/validation/validate-onboarding';
import { z } from 'zod';
import { errorMessage } from '../../../api/client';
import { localDate } from '../../../lib/local-date';
import { Button } from '../../../ui/button';
import { useZodForm } from '../../../ui/form';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useOnboardUser } from '../api/onboard-user';
import { getTempToken, saveSession } from '../session-store';
import styles from './login.module.css';

const genderOptions = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

/**
 * The form's fields as typed, checked by core's onboarding rules (18+ on `today`, a gender, the
 * user's own words for 'Other'). A gender error belongs to 'Your gender' when 'Other' is chosen.
 */
function onboardingSchema(today: string) {
  return z
    .object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      dob: z.string(),
      gender: z.string(),
      genderOther: z.string(),
    })
    .transform((values, context) => {
      const result = validateOnboarding(values, today);
      if (result.ok) return result.value;
      for (const [field, message] of Object.entries(result.errors)) {
        const path = field === 'gender' && values.gender === 'other' ? 'genderOther' : field;
        context.addIssue({ code: 'custom', path: [path], message });
      }
      return z.NEVER;
    });
}

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
  const today = localDate();
  const form = useZodForm(onboardingSchema(today), {
    defaultValues: { email: '', firstName: '', lastName: '', dob: '', gender: '', genderOther: '' },
  });
  const { errors } = form.formState;
  const onboard = useOnboardUser();
  const gender = form.watch('gender');

  const submit = form.handleSubmit(
    (profile) => {
      const tempToken = getTempToken();
      if (!tempToken) {
        toast.error('Your sign-up session has expired. Please verify your phone again.');
        return;
      }
      onboard.mutate(
        { tempToken, phone, ...profile },
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
    },
    (refused) => {
      // SPEC §8: a missing gender is said in a toast, not under the field.
      if (refused.gender?.message === GENDER_REQUIRED) {
        toast.error(GENDER_REQUIRED);
        form.clearErrors('gender');
      }
    },
  );

  return (
    <form className={styles.step} onSubmit={submit} noValidate>
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
          {...form.register('email')}
          error={errors.email?.message}
          required
        />
        <div className={styles.pair}>
          <TextField
            label="First name"
            autoComplete="given-name"
            {...form.register('firstName')}
            error={errors.firstName?.message}
            required
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            {...form.register('lastName')}
            error={errors.lastName?.message}
            required
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label="Date of birth"
            type="date"
            autoComplete="bday"
            max={today}
            {...form.register('dob')}
            error={errors.dob?.message}
            hint={errors.dob ? undefined : 'You must be 18 or older.'}
            required
          />
          <Select
            label="Gender"
            placeholder="Select…"
            options={genderOptions}
            {...form.register('gender')}
            error={errors.gender?.message}
            required
          />
        </div>
        {gender === 'other' && (
          <TextField
            label="Your gender"
            hint="Describe it in your own words."
            {...form.register('genderOther')}
            error={errors.genderOther?.message}
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
