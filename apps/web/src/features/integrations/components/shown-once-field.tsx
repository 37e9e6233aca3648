import { Textarea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CopyText } from './copy-text';
import classes from './create-api-key-modal.module.css';

/** Selects the whole value, ready to copy, from its start (`vap_`, `whsec_`). */
function selectFromStart(input: HTMLTextAreaElement) {
  input.setSelectionRange(0, input.value.length, 'backward');
}

/**
 * A key or secret shown once after it is made: read-only, monospaced, selected whole and focused
 * as it appears (the form and the button that had focus are gone), with Copy beside it. It wraps
 * rather than scrolls, so the whole key is seen at every width (a field cut at its edge reads as
 * a key cut short).
 */
export function ShownOnceField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!field.current) return;
    field.current.focus();
    selectFromStart(field.current);
  }, []);
  return (
    <div className={classes.keyLine}>
      <Textarea
        ref={field}
        label={label}
        value={value}
        readOnly
        rows={2}
        className={classes.keyField}
        classNames={{ input: classes.wrappedKey }}
        onFocus={(event) => selectFromStart(event.currentTarget)}
      />
      <CopyText value={value} label={copyLabel} primary />
    </div>
  );
}
