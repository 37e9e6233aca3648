import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useSearchParams } from '../../../../lib/navigation/search-params';

/**
 * The create modal's state; `?new=1` (Home's 'Create your first agent') opens it on arrival and is
 * then taken out of the address, so Back or a reload do not open it again.
 */
export function useCreateFromUrl() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('new') === '1';
  const [opened, { open, close }] = useDisclosure(asked);
  useEffect(() => {
    if (!asked) return;
    open();
    const next = new URLSearchParams(params);
    next.delete('new');
    setParams(next, { replace: true });
  }, [asked, open, params, setParams]);
  return { opened, open, close };
}
