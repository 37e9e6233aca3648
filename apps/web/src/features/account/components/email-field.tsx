import { Textarea } from '@mantine/core';
import classes from './profile-fields.module.css';

/**
 * The owner's e-mail, which the profile shows but does not change: a read-only field as tall as
 * the address needs, so a long one wraps onto a second line instead of being cut at the edge.
 */
export function EmailField({ email, variant }: { email: string; variant: 'unstyled' | 'filled' }) {
  return (
    <Textarea
      label="Email"
      value={email}
      readOnly
      variant={variant}
      autosize
      minRows={1}
      classNames={
        variant === 'unstyled'
          ? { root: classes.row, label: classes.label, input: `${classes.email} ${classes.value}` }
          : { root: classes.row, input: classes.email }
      }
    />
  );
}
