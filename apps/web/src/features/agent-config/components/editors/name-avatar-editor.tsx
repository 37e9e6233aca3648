import { Stack } from '@mantine/core';
import { TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import { useController } from 'react-hook-form';
import { typedLength } from '../../../../components/ui/line-counter';
import { LineInput } from '../../../../components/ui/line-input';
import { AvatarPicker } from './avatar-picker';
import type { EditorProps } from './editor-props';

/** Agent Name & Avatar: both are stored with the card's Save. */
export function NameAvatarEditor({ agent }: EditorProps) {
  const { field, fieldState } = useController({ name: 'agentName' });
  return (
    <Stack gap="md" align="stretch">
      <AvatarPicker agent={agent} />
      <LineInput
        name={field.name}
        onChange={field.onChange}
        onBlur={field.onBlur}
        value={(field.value as string) ?? ''}
        label="Name"
        limit={TEXT_LIMITS.agentName}
        length={typedLength(field.value)}
        error={fieldState.error?.message}
        data-autofocus
      />
    </Stack>
  );
}
