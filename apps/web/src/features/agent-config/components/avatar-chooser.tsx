import { Button, FileButton, Stack, Text } from '@mantine/core';
import { AGENT_AVATAR_MIME_TYPES, AGENT_AVATAR_NOTE } from '@portal/shared/agents/agent.plain';
import { useRef, type ReactNode } from 'react';
import { AgentAvatar } from '../../../components/ui/agent-avatar';
import { agentAvatarError } from '../lib/avatar-file';
import type { Note } from '../lib/note';
import { FieldNote } from './editors/field-note';

type AvatarChooserProps = {
  imageUrl: string | null;
  name: string;
  /** A picture the browser's checks accepted. */
  onPick: (file: File) => void;
  /** The browser's checks refused the picture: why. */
  onRefuse: (reason: string) => void;
  label: string;
  icon: ReactNode;
  busy?: boolean;
  note: Note | null;
};

/** The agent's picture with a button to choose another, checked in the browser before anything else. */
export function AvatarChooser({ imageUrl, name, onPick, onRefuse, label, icon, busy, note }: AvatarChooserProps) {
  const resetRef = useRef<() => void>(null);
  const choose = (file: File | null) => {
    // Choosing the same file again must fire onChange again.
    resetRef.current?.();
    if (!file) return;
    const error = agentAvatarError(file);
    if (error) onRefuse(error);
    else onPick(file);
  };
  return (
    <Stack align="center" gap={6} maw={180}>
      <AgentAvatar imageUrl={imageUrl} name={name} size={96} />
      <FileButton onChange={choose} accept={AGENT_AVATAR_MIME_TYPES.join(',')} resetRef={resetRef}>
        {(props) => (
          <Button {...props} size="xs" variant="light" leftSection={icon} disabled={busy}>
            {label}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center" data-avatar-note>
        {AGENT_AVATAR_NOTE}
      </Text>
      <FieldNote note={note} />
    </Stack>
  );
}
