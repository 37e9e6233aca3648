import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import IconUpload from '~icons/tabler/upload';
import { useRef } from 'react';
import type { AvatarUploadState } from '../hooks/use-avatar-upload';

type Props = { avatarUrl: string | null; name: string; state: AvatarUploadState; disabled: boolean };

/** The photo and its Upload Photo button; disabled while the profile is being edited. */
export function AvatarUpload({ avatarUrl, name, state, disabled }: Props) {
  // Cleared after each pick, so choosing the same file again (say, after a refusal) still counts.
  const resetRef = useRef<() => void>(null);
  const onChange = (file: File | null) => {
    void state.upload(file);
    resetRef.current?.();
  };
  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="wrap">
        <Avatar src={avatarUrl} alt="Profile photo" name={name} color="blue" size={72} radius={72} />
        <Stack gap={4}>
          {/* Every image type is offered so the check below can explain a refusal rather than hide files. */}
          <FileButton onChange={onChange} resetRef={resetRef} accept="image/*" disabled={disabled || state.uploading}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload width={16} height={16} aria-hidden />}
                loading={state.uploading}
                disabled={disabled}
              >
                Upload Photo
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            PNG, JPG up to 2MB
          </Text>
        </Stack>
      </Group>
      {state.error && (
        <Alert color="red" variant="light" role="alert">
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}
