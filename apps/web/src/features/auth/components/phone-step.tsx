import { PHONE_LENGTH } from '@marketplace/core/constants/limits';
import { OTP_SEND_FAILED } from '@marketplace/core/constants/messages';
import { toE164, validatePhone } from '@marketplace/core/validation/validate-phone';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { ArrowRightIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useSendOtp } from '../api/send-otp';
import styles from './login.module.css';

type PhoneStepProps = {
  initialDigits?: string;
  /** Called with the E.164 phone once the code is on its way. */
  onCodeSent: (phone: string) => void;
};

/** SPEC §4/§5 phone entry: 10 US digits shown after +1; an empty field sends nothing. */
export function PhoneStep({ initialDigits = '', onCodeSent }: PhoneStepProps) {
  const [digits, setDigits] = useState(initialDigits);
  const [error, setError] = useState<string | null>(null);
  const sendOtp = useSendOtp();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (digits.trim() === '') return;
    const result = validatePhone(digits);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const phone = toE164(result.value);
    sendOtp.mutate(
      { phone },
      {
        onSuccess: (response) => {
          if (response?.status === 'pending') onCodeSent(phone);
          else toast.error(OTP_SEND_FAILED);
        },
        onError: (cause) => {
          toast.error(errorMessage(cause, OTP_SEND_FAILED));
        },
      },
    );
  }

  return (
    <form className={styles.step} onSubmit={handleSubmit} noValidate>
      <div className={styles.intro}>
        <h2 className={styles.title}>Log in or sign up</h2>
        <p className={styles.lead}>
          Enter your mobile number and we’ll text you a 6-digit code. No password needed.
        </p>
      </div>
      <TextField
        label="Mobile number"
        prefix="+1"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="626 555 0123"
        maxLength={PHONE_LENGTH}
        value={digits}
        onChange={(event) => {
          // Only digits reach the field, so its 10-character limit is 10 digits.
          setDigits(event.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH));
          setError(null);
        }}
        error={error}
        hint="US numbers only. Message and data rates may apply."
      />
      <Button
        type="submit"
        size="lg"
        block
        loading={sendOtp.isPending}
        trailingIcon={<ArrowRightIcon size={18} />}
      >
        Send code
      </Button>
      <p className={styles.fine}>
        By continuing you agree to our <Link to={paths.terms.getHref()}>Terms of Use</Link> and{' '}
        <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
      </p>
    </form>
  );
}
