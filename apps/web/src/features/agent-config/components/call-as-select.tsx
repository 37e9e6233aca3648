import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { useId, useState } from 'react';
import { useKnownCallers } from '../api/known-callers';
import classes from './call-as-select.module.css';

const NEW_CALLER = '';

type Props = {
  /** The caller the test call pretends to be; null for a caller the agent has never heard from. */
  callerId: string | null;
  onChange: (callerId: string | null) => void;
  disabled: boolean;
};

/** The choices after "A new caller": the owner's callers once read, or why there are none (yet). */
function CallerOptions({ known }: { known: ReturnType<typeof useKnownCallers> }) {
  if (known.isPending) return <option disabled>Loading your callers...</option>;
  if (known.isError) return <option disabled>Your callers could not be read</option>;
  if (known.data.length === 0) return <option disabled>No callers yet</option>;
  return known.data.map((caller) => (
    <option key={caller.id} value={caller.id}>
      {caller.name?.trim() || 'Unknown caller'}, {formatPhoneNumber(caller.number)}
    </option>
  ));
}

/**
 * Who the test call pretends to be: a new caller, or one the owner knows, so the owner hears how
 * the agent greets a returning caller (their name, their next appointment, the owner's note). The
 * callers are read when the field is pointed at, focused or pressed, so the page opens without
 * them. The browser's own select: the kit's would add a fifth of the page's script to its bar.
 */
export function CallAsSelect({ callerId, onChange, disabled }: Props) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const known = useKnownCallers({ enabled: wanted });
  const want = () => setWanted(true);
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Call as
      </label>
      <select
        id={id}
        className={classes.select}
        value={callerId ?? NEW_CALLER}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
      >
        <option value={NEW_CALLER}>A new caller</option>
        {wanted && <CallerOptions known={known} />}
      </select>
    </div>
  );
}
