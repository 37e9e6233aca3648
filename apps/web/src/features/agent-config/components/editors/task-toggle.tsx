import { useController } from 'react-hook-form';
import { DescribedSwitch } from '../../../../components/ui/described-switch';

type TaskToggleProps = {
  name: string;
  label: string;
  description?: string;
  /** Runs after the switch flips, e.g. to fill sensible defaults when a task is turned on. */
  onToggle?: (enabled: boolean) => void;
};

/** The enable switch of a task card: its fields show only while it is on. */
export function TaskToggle({ name, label, description, onToggle }: TaskToggleProps) {
  const { field } = useController({ name });
  return (
    <DescribedSwitch
      name={field.name}
      checked={!!field.value}
      onChange={(enabled) => {
        field.onChange(enabled);
        onToggle?.(enabled);
      }}
      onBlur={field.onBlur}
      label={label}
      description={description}
    />
  );
}
