import { Image } from '@mantine/core';
import { useState } from 'react';

/** The hub's decorative banner; if the image fails to load it is removed rather than shown broken. */
export function ConnectBanner() {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      src="/banners/connect.svg"
      alt=""
      radius="md"
      h={{ base: 110, sm: 170 }}
      fit="cover"
      data-banner
      onError={() => setFailed(true)}
    />
  );
}
