import { Button, FileButton, Stack, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { AGENT_AVATAR_MIME_TYPES, AGENT_AVATAR_NOTE } from '@portal/shared/agents/agent-rules';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { AgentAvatar } from '../../../../components/ui/agent-avatar';
import { agentAvatarError } from '../../lib/avatar-file';
import { AVATAR } from '../../lib/section-form';
import { FieldNote, type Note } from './field-note';

/**
 * The picture in the card's form: checked in the browser when chosen and shown at once, but only
 * a form value until Save, so Cancel leaves the stored picture as it was.
 */
export function AvatarPicker({ agent }: { agent: Agent }) {
  const { field } = useController({ name: AVATAR });
  const file = (field.value as File | null) ?? null;
  const [refused, setRefused] = useState<string | null>(null);
  const preview = usePreview(file);
  const resetRef = useRef<() => void>(null);

  const choose = (picked: File | null) => {
    // Choosing the same file again must fire onChange again.
    resetRef.current?.();
    if (!picked) return;
    const error = agentAvatarError(picked);
    setRefused(error);
    if (!error) field.onChange(picked);
  };

  const note: Note | null = refused
    ? { ok: false, text: refused }
    : file && { ok: true, text: 'New avatar chosen. Save to keep it.' };
  return (
    <Stack align="center" gap={6} maw={180}>
      <AgentAvatar imageUrl={preview ?? agent.imageUrl} name={agent.agentName} size={96} />
      <FileButton onChange={choose} accept={AGENT_AVATAR_MIME_TYPES.join(',')} resetRef={resetRef}>
        {(props) => (
          <Button {...props} size="xs" variant="light" leftSection={<IconPhoto size={14} aria-hidden />}>
            Choose avatar
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

/** The chosen file read in the browser for the preview (nothing is sent); a stale read is never shown. */
function usePreview(file: File | null) {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setRead({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return read && read.file === file ? read.url : null;
}
