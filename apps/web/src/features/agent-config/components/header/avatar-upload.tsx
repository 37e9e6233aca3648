import type { Agent } from '@portal/shared/agents/agent';
import IconUpload from '~icons/tabler/upload';
import { useState } from 'react';
import { useUploadAgentAvatar } from '../../api/upload-avatar';
import type { Note } from '../../lib/note';
import { ownerMessage } from '../../../../lib/api-client';
import { AvatarChooser } from '../avatar-chooser';

/** The agent's picture with its upload: checked in the browser first, stored at once. */
export function AvatarUpload({ agent }: { agent: Agent }) {
  const upload = useUploadAgentAvatar(agent.id);
  const [note, setNote] = useState<Note | null>(null);

  const store = (file: File) => {
    setNote(null);
    upload.mutate(file, {
      onSuccess: () => setNote({ ok: true, text: 'Avatar updated!' }),
      onError: (failure) =>
        setNote({ ok: false, text: `Image upload failed: ${ownerMessage(failure, 'Please try again.')}` }),
    });
  };

  return (
    <AvatarChooser
      imageUrl={agent.imageUrl}
      name={agent.agentName}
      onPick={store}
      onRefuse={(reason) => setNote({ ok: false, text: reason })}
      label={upload.isPending ? 'Uploading...' : 'Upload avatar'}
      icon={<IconUpload width={14} height={14} aria-hidden />}
      busy={upload.isPending}
      note={note}
    />
  );
}
