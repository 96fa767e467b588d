import type { VerifyOtpResponse } from '@marketplace/contract/auth';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { saveSession, saveTempToken } from '../session-store';
import { useLoginRedirect } from '../use-login-redirect';
import { OnboardingForm } from './onboarding-form';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';

type Step =
  | { name: 'phone' }
  | { name: 'otp'; phone: string }
  | { name: 'onboarding'; phone: string };

/** SPEC §4 Login: phone → code → (new users) onboarding → redirect by role. */
export function LoginFlow() {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [lastDigits, setLastDigits] = useState('');
  const redirect = useLoginRedirect();

  function handleVerified(phone: string, response: VerifyOtpResponse) {
    if ('token' in response && response.token) {
      saveSession({ user: response.user, token: response.token });
      redirect(response.user.role);
      return;
    }
    if ('isNewUser' in response) {
      saveTempToken(response.tempToken);
      setStep({ name: 'onboarding', phone });
    }
  }

  // Each step replaces the last; move focus to its first field so keyboard and screen-reader
  // users continue where the new content is (not on the page's initial render).
  const containerRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change is the trigger.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    containerRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [step.name]);

  return <div ref={containerRef}>{renderStep()}</div>;

  function renderStep(): ReactNode {
    switch (step.name) {
      case 'phone':
        return (
          <PhoneStep
            initialDigits={lastDigits}
            onCodeSent={(phone) => {
              setLastDigits(phone.replace(/^\+1/, ''));
              setStep({ name: 'otp', phone });
            }}
          />
        );
      case 'otp':
        return (
          <OtpStep
            phone={step.phone}
            onVerified={(response) => handleVerified(step.phone, response)}
            onChangeNumber={() => setStep({ name: 'phone' })}
          />
        );
      case 'onboarding':
        return <OnboardingForm phone={step.phone} onComplete={(user) => redirect(user.role)} />;
    }
  }
}
