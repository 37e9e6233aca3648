import { Anchor, Button, Paper, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import IconPlus from '~icons/tabler/plus';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';
import { ApiKeyTable } from './api-key-table';
import classes from './list-card.module.css';

/** The documented API's reference, served by the server (not a page of the app). */
const API_REFERENCE = '/api/docs';

const CreateApiKeyModal = lazyOverlay(() => import('./integration-dialogs').then((module) => module.CreateApiKeyModal));

/**
 * The API keys card, a settings list as the Blocked callers page's: what a key is for and Create
 * API key on top, a row per key under it, each with Revoke. The create dialog's code loads when
 * it is first opened.
 */
export function ApiKeysSection() {
  const [creating, setCreating] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Paper component="section" withBorder radius="md" className={classes.card} aria-labelledby="api-keys-title">
      <div className={classes.header}>
        <Title order={2} size="h3" id="api-keys-title" ref={title} tabIndex={-1} className={classes.title}>
          API keys
        </Title>
        {/* A card's action in its title row is secondary, as Manage Agents and Edit Profile are. */}
        <Button
          variant="default"
          className={classes.action}
          leftSection={<IconPlus width={16} height={16} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          Create API key
        </Button>
        <Text size="sm" c="dimmed" className={classes.about}>
          A key lets another tool, such as your CRM, call the portal&apos;s documented API for you (
          <Anchor href={API_REFERENCE} underline="always" inherit>
            API reference
          </Anchor>
          ). Each key is shown once, when you create it. A read only key can look at your agents, calls and callers; a
          read and write key can also change them.
        </Text>
      </div>
      <div className={classes.list}>
        {/* A revoked key's row goes with its button: focus moves to the card's title. */}
        <ApiKeyTable onRevoked={() => title.current?.focus()} />
      </div>
      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} />
    </Paper>
  );
}
