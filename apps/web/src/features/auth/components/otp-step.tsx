import type { VerifyOtpResponse } from '@marketplace/contract/auth';
import { OTP_ERROR_RELOAD_MS, OTP_LENGTH } from '@marketplace/core/constants/limits';
import { OTP_SEND_FAILED } from '@marketplace/core/constants/messages';
import { resendSecondsLeft } from '@marketplace/core/session/resend-seconds-left';
import { validateOtp } from '@marketplace/core/validation/validate-otp';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { reloadPage } from '../../../lib/browser';
import { formatUsPhone } from '../../../lib/format-phone';
import { Button } from '../../../ui/button';
import { ChevronLeftIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import styles from './login.module.css';

const VERIFY_FAILED = 'That code didn’t work. Please try again.';

/**
 * Seconds left before the code can be sent again (SPEC §4), and `restart` for each new send.
 * Counted from the send time rather than decremented, so a throttled background tab still
 * shows the truth when it comes back.
 */
function useResendCountdown() {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { sentAt: now, now };
  });
  const secondsLeft = resendSecondsLeft(clock);
  const done = secondsLeft === 0;

  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => {
      setClock((current) => ({ ...current, now: Date.now() }));
    }, 250);
    return () => window.clearInterval(timer);
  }, [done]);

  const restart = useCallback(() => {
    const now = Date.now();
    setClock({ sentAt: now, now });
  }, []);

  return { secondsLeft, restart };
}

function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

type OtpStepProps = {
  /** E.164, as the code was sent. */
  phone: string;
  onVerified: (response: VerifyOtpResponse) => void;
  onChangeNumber: () => void;
};

/**
 * SPEC §4/§5 code entry: Verify stays disabled until 6 digits; Resend is disabled for 60 s after
 * each send with a visible countdown; a failed verification is announced, then the page reloads.
 */
export function OtpStep({ phone, onVerified, onChangeNumber }: OtpStepProps) {
  const [code, setCode] = useState('');
  const { secondsLeft, restart: restartCountdown } = useResendCountdown();
  const verifyOtp = useVerifyOtp();
  const sendOtp = useSendOtp();
  const reloadTimer = useRef<number | undefined>(undefined);
  const canVerify = validateOtp(code).ok;

  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateOtp(code);
    if (!result.ok || verifyOtp.isPending) return;
    verifyOtp.mutate(
      { phone, code: result.value },
      {
        onSuccess: onVerified,
        onError: (cause) => {
          toast.error(errorMessage(cause, VERIFY_FAILED));
          // SPEC §8: the page reloads after the toast, starting the login afresh.
          reloadTimer.current = window.setTimeout(reloadPage, OTP_ERROR_RELOAD_MS);
        },
      },
    );
  }

  function handleResend() {
    sendOtp.mutate(
      { phone },
      {
        onSuccess: (response) => {
          if (response?.status === 'pending') {
            restartCountdown();
            toast.success('We sent you a new code.');
          } else {
            toast.error(OTP_SEND_FAILED);
          }
        },
        onError: (cause) => {
          toast.error(errorMessage(cause, OTP_SEND_FAILED));
        },
      },
    );
  }

  const nationalDigits = phone.replace(/^\+1/, '');
  return (
    <form className={styles.step} onSubmit={handleSubmit} noValidate>
      <div className={styles.intro}>
        <h2 className={styles.title}>Enter your code</h2>
        <p className={styles.lead}>
          We texted a 6-digit code to <strong>+1 {formatUsPhone(nationalDigits)}</strong>.
        </p>
      </div>
      <TextField
        label="Verification code"
        className={styles.otpField}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="••••••"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      />
      <Button type="submit" size="lg" block disabled={!canVerify} loading={verifyOtp.isPending}>
        Verify
      </Button>
      <div className={styles.row}>
        <button type="button" className={styles.textButton} onClick={onChangeNumber}>
          <ChevronLeftIcon size={16} />
          Change number
        </button>
        <button
          type="button"
          className={styles.textButton}
          onClick={handleResend}
          disabled={secondsLeft > 0 || sendOtp.isPending}
        >
          {secondsLeft > 0 ? (
            <span>
              Resend code in{' '}
              <span className={styles.countdown}>{formatCountdown(secondsLeft)}</span>
            </span>
          ) : (
            'Resend code'
          )}
        </button>
      </div>
    </form>
  );
}
