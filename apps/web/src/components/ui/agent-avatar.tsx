import { useState } from 'react';
import defaultAvatarUrl from '../../assets/default-agent-avatar.svg';
import classes from './agent-avatar.module.css';

type AgentAvatarProps = {
  imageUrl: string | null | undefined;
  name: string;
  /** Width and height in CSS pixels. */
  size: number;
};

/**
 * An agent's picture in a circle, or the default image when it has none or it fails to load. The
 * failure is remembered per URL, so a new upload is tried again. A picture always shows, so an
 * image is all it takes (the kit's Avatar adds initials and groups the app never uses).
 */
export function AgentAvatar({ imageUrl, name, size }: AgentAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usesDefault = !imageUrl || imageUrl === failedUrl;
  return (
    <img
      src={usesDefault ? defaultAvatarUrl : imageUrl}
      alt={`Avatar of ${name}`}
      width={size}
      height={size}
      className={classes.avatar}
      onError={() => setFailedUrl(imageUrl ?? null)}
    />
  );
}
