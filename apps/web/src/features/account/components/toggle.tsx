import { Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

type Props<T extends FieldValues, N extends Path<T>> = {
  field: ControllerRenderProps<T, N>;
  label: string;
  description: string;
};

/**
 * A switch of a form with its explanation below it: the explanation describes the switch rather
 * than being read as part of its name (Mantine's own description sits inside the label).
 */
export function Toggle<T extends FieldValues, N extends Path<T>>({ field, label, description }: Props<T, N>) {
  const descriptionId = useId();
  return (
    <Stack gap={4}>
      <Switch
        name={field.name}
        checked={!!field.value}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        label={label}
        aria-describedby={descriptionId}
      />
      <Text id={descriptionId} size="sm" c="dimmed" pl={50}>
        {description}
      </Text>
    </Stack>
  );
}
