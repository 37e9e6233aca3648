import { Stack, Switch, Text, type SwitchProps } from '@mantine/core';
import { useId } from 'react';
import classes from './described-switch.module.css';

type DescribedSwitchProps = {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  label: string;
  /** Shown below the switch and linked to it as its description. */
  description?: string;
  size?: SwitchProps['size'];
};

/**
 * A switch with its explanation below its label: the explanation describes the switch rather than
 * being read as part of its name (the UI kit's own description sits inside the label).
 */
export function DescribedSwitch({ name, checked, onChange, onBlur, label, description, size }: DescribedSwitchProps) {
  const descriptionId = useId();
  return (
    <Stack gap={4} className={classes.root} data-size={size ?? 'md'}>
      <Switch
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onBlur={onBlur}
        label={label}
        size={size ?? 'md'}
        aria-describedby={description ? descriptionId : undefined}
      />
      {description && (
        <Text size="sm" c="dimmed" id={descriptionId} className={classes.description}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
