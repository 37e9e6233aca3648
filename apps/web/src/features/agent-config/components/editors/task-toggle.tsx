import { Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { useController } from 'react-hook-form';

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
  const descriptionId = useId();
  return (
    <Stack gap={4}>
      <Switch
        name={field.name}
        checked={!!field.value}
        onChange={(event) => {
          field.onChange(event.currentTarget.checked);
          onToggle?.(event.currentTarget.checked);
        }}
        onBlur={field.onBlur}
        label={label}
        size="md"
        aria-describedby={description ? descriptionId : undefined}
      />
      {/* Outside the switch's label, so the switch's name stays just the label. */}
      {description && (
        <Text size="sm" c="dimmed" id={descriptionId}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
