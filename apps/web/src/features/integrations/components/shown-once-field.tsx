import { TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CopyText } from './copy-text';
import classes from './create-api-key-modal.module.css';

/** Selects the whole value and shows how it begins (`vap_`, `whsec_`), not its end as selecting would. */
function selectFromStart(input: HTMLInputElement) {
  input.setSelectionRange(0, input.value.length, 'backward');
  input.scrollLeft = 0;
}

/**
 * A key or secret shown once after it is made: read-only, monospaced, selected whole and focused
 * as it appears (the form and the button that had focus are gone), with Copy beside it.
 */
export function ShownOnceField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!field.current) return;
    field.current.focus();
    selectFromStart(field.current);
  }, []);
  return (
    <div className={classes.keyLine}>
      <TextInput
        ref={field}
        label={label}
        value={value}
        readOnly
        className={classes.keyField}
        classNames={{ input: classes.mono }}
        onFocus={(event) => selectFromStart(event.currentTarget)}
      />
      <CopyText value={value} label={copyLabel} primary />
    </div>
  );
}
