import { Stack, TextInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { AvatarUpload } from '../header/avatar-upload';
import type { EditorProps } from './editor-props';

/** Agent Name & Avatar: the picture is stored when chosen, the name with the card's Save. */
export function NameAvatarEditor({ agent }: EditorProps) {
  const { field, fieldState } = useController({ name: 'agentName' });
  return (
    <Stack gap="md" align="stretch">
      <AvatarUpload agent={agent} />
      <TextInput
        name={field.name}
        onChange={field.onChange}
        onBlur={field.onBlur}
        value={(field.value as string) ?? ''}
        label="Name"
        maxLength={80}
        error={fieldState.error?.message}
        data-autofocus
      />
    </Stack>
  );
}
