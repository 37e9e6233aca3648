import { TextInput } from '@mantine/core';
import { emailRule, normaliseEmail } from '@portal/shared/auth.plain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** The e-mail address of every auth form: checked and normalised the same way everywhere. */
export function EmailField<T extends FieldValues & { email: string }>({ form }: { form: UseFormReturn<T> }) {
  return (
    <TextInput
      label="Email address"
      placeholder="Your email address"
      type="email"
      autoComplete="email"
      {...form.register('email' as Path<T>, { validate: emailRule, setValueAs: normaliseEmail })}
      error={form.formState.errors.email?.message as string | undefined}
    />
  );
}
