import { Button, FileButton, Stack, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { AGENT_AVATAR_MIME_TYPES, AGENT_AVATAR_NOTE } from '@portal/shared/agents/agent-rules';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { useUploadAgentAvatar } from '../../api/upload-avatar';
import { agentAvatarError } from '../../lib/avatar-file';
import type { Note } from '../../lib/note';
import { serverMessage } from '../../lib/server-message';
import { FieldNote } from '../editors/field-note';

/** The agent's picture with its upload: checked in the browser first, stored at once. */
export function AvatarUpload({ agent }: { agent: Agent }) {
  const upload = useUploadAgentAvatar(agent.id);
  const [note, setNote] = useState<Note | null>(null);
  const resetRef = useRef<() => void>(null);

  const choose = (file: File | null) => {
    // Choosing the same file again must fire onChange again.
    resetRef.current?.();
    if (!file) return;
    const error = agentAvatarError(file);
    if (error) return setNote({ ok: false, text: error });
    setNote(null);
    upload.mutate(file, {
      onSuccess: () => setNote({ ok: true, text: 'Avatar updated!' }),
      onError: (failure) =>
        setNote({ ok: false, text: `Image upload failed: ${serverMessage(failure, 'Please try again.')}` }),
    });
  };

  return (
    <Stack align="center" gap={6} maw={180}>
      <AgentAvatar imageUrl={agent.imageUrl} name={agent.agentName} size={96} />
      <FileButton onChange={choose} accept={AGENT_AVATAR_MIME_TYPES.join(',')} resetRef={resetRef}>
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} aria-hidden />}
            disabled={upload.isPending}
          >
            {upload.isPending ? 'Uploading...' : 'Upload avatar'}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center">
        {AGENT_AVATAR_NOTE}
      </Text>
      <FieldNote note={note} />
    </Stack>
  );
}
