import { useId, type ChangeEventHandler, type CSSProperties, type FocusEventHandler } from 'react';
import { counterText } from './line-counter';
import classes from './light-line-input.module.css';

type LightLineInputProps = {
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  error: string | null;
  /** The field's limit in the shared schema (packages/shared/src/text-fields.plain.ts). */
  limit: number;
  /** What is typed; needed for the counter. */
  length: number;
  style?: CSSProperties;
  /** Placed by the form's layout (a grid area, a flex basis). */
  className?: string;
};

/**
 * LineInput's field (label, counter near the limit, error) drawn with the kit's input styles but
 * without the kit's input system, for a page whose first view has this one field: the kit's
 * inputs then load with the first dialog that needs them rather than with the page.
 */
export function LightLineInput({
  label,
  value,
  onChange,
  onFocus,
  error,
  limit,
  length,
  style,
  className,
}: LightLineInputProps) {
  const id = useId();
  const counter = counterText(length, limit);
  const described = [counter && `${id}-counter`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div
      className={className ? `${classes.field} ${className}` : classes.field}
      style={style}
      data-error={error ? true : undefined}
    >
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {counter && (
        <p id={`${id}-counter`} className={classes.description}>
          {counter}
        </p>
      )}
      <input
        id={id}
        className={classes.input}
        value={value}
        onChange={onChange}
        onFocus={onFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
