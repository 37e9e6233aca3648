import type { Agent } from '@portal/shared/agents/agent';
import IconPhoto from '~icons/tabler/photo';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { AVATAR } from '../../lib/section-form';
import { AvatarChooser } from '../avatar-chooser';
import type { Note } from './field-note';

/**
 * The picture in the card's form: checked in the browser when chosen and shown at once, but only
 * a form value until Save, so Cancel leaves the stored picture as it was.
 */
export function AvatarPicker({ agent }: { agent: Agent }) {
  const { field } = useController({ name: AVATAR });
  const file = (field.value as File | null) ?? null;
  const [refused, setRefused] = useState<string | null>(null);
  const preview = usePreview(file);

  const note: Note | null = refused
    ? { ok: false, text: refused }
    : file && { ok: true, text: 'New avatar chosen. Save to keep it.' };
  return (
    <AvatarChooser
      imageUrl={preview ?? agent.imageUrl}
      name={agent.agentName}
      onPick={(picked) => {
        setRefused(null);
        field.onChange(picked);
      }}
      onRefuse={setRefused}
      label="Choose avatar"
      icon={<IconPhoto width={14} height={14} aria-hidden />}
      note={note}
    />
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
