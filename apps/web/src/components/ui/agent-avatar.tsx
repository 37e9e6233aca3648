import { Avatar, type MantineSize } from '@mantine/core';
import { useState } from 'react';
import defaultAvatarUrl from '../../assets/default-agent-avatar.svg';

type AgentAvatarProps = {
  imageUrl: string | null | undefined;
  name: string;
  size?: MantineSize | number;
};

/**
 * An agent's picture, or the default image when it has none or it fails to load. The failure is
 * remembered per URL, so a new upload is tried again.
 */
export function AgentAvatar({ imageUrl, name, size = 'xl' }: AgentAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usesDefault = !imageUrl || imageUrl === failedUrl;
  return (
    <Avatar
      src={usesDefault ? defaultAvatarUrl : imageUrl}
      alt={`Avatar of ${name}`}
      size={size}
      mod={{ 'default-avatar': usesDefault }}
      imageProps={{ onError: () => setFailedUrl(imageUrl ?? null) }}
    />
  );
}
