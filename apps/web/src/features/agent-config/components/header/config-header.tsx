import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import IconId from '~icons/tabler/id';
import { Link } from 'wouter';
import { paths } from '../../../../lib/paths';
import { AvatarUpload } from './avatar-upload';
import classes from '../configure.module.css';
import { NameForm } from './name-form';

/** Avatar with upload, the page title of the open tab, the name with its save, and the way to the profile. */
export function ConfigHeader({ agent, title }: { agent: Agent; title: string }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <div className={classes.header}>
        <AvatarUpload agent={agent} />
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} w="100%">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {/* Keyed by the saved name, so a save from the card's modal shows here too. */}
          <NameForm key={agent.agentName} agent={agent} />
          <Group>
            <Button
              component={Link}
              to={paths.agentProfile(agent.id)}
              variant="default"
              leftSection={<IconId width={16} height={16} aria-hidden />}
            >
              View Profile Overview
            </Button>
          </Group>
        </Stack>
      </div>
    </Card>
  );
}
