import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ownerMessage } from '../../../lib/api-client';
import { serverFieldError } from '../../../lib/field-error';
import { useVerifyPin } from '../api/texting-registration';
import classes from './texting-section.module.css';

const NOT_VERIFIED = 'The PIN could not be checked. Try again.';

/** A sole proprietor's PIN, texted by the registry to the mobile they gave; a wrong one says so under the field. */
export function TextingPinForm() {
  const verify = useVerifyPin();
  const [pin, setPin] = useState('');
  const error = verify.error
    ? (serverFieldError(verify.error, ['pin'])?.message ?? ownerMessage(verify.error, NOT_VERIFIED))
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(pin.trim());
  };
  return (
    <form onSubmit={submit} className={classes.pin} aria-label="Verify your business" noValidate>
      <TextInput
        className={classes.pinInput}
        label="Enter the PIN we texted to your mobile"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={pin}
        onChange={(event) => setPin(event.currentTarget.value)}
        error={error}
      />
      <Button type="submit" className={classes.pinButton} loading={verify.isPending}>
        Verify
      </Button>
    </form>
  );
}
