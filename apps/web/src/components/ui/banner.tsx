import { Image } from '@mantine/core';
import { useState } from 'react';

/** A decorative page banner; if the image fails to load it is removed, not shown broken. */
export function Banner({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      src={src}
      alt=""
      radius="md"
      h={{ base: 110, sm: 170 }}
      fit="cover"
      data-banner
      onError={() => setFailed(true)}
    />
  );
}
