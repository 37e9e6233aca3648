import { Anchor, Group } from '@mantine/core';
import IconArrowLeft from '~icons/tabler/arrow-left';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';

/**
 * "Back to Integrations" above an endpoint's title, drawn as the kit's BackLink
 * (components/ui/back-link.tsx) is. Not that component itself: one more page using it would put
 * it in the script every page loads (vite.config.ts, SHARED_BY_AT_LEAST), the public pages and
 * the configure page, which is at its budget, included.
 */
export function BackToIntegrations() {
  return (
    <Anchor component={Link} to={paths.integrations} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft width={16} height={16} aria-hidden />
        Back to Integrations
      </Group>
    </Anchor>
  );
}
