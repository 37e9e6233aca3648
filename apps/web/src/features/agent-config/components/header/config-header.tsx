import { Button, Card, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import IconId from '~icons/tabler/id';
import { Link } from 'wouter';
import { paths } from '../../../../lib/paths';
import { AvatarUpload } from './avatar-upload';
import classes from './config-header.module.css';
import { NameForm } from './name-form';

/**
 * Avatar with upload, the page title of the open tab, the name with its save, and the way to the
 * profile. On a phone it is a compact block (small avatar beside the title, the name below), so
 * the first card shows on the first screen.
 */
export function ConfigHeader({ agent, title }: { agent: Agent; title: string }) {
  return (
    <Card withBorder radius="md" className={classes.card}>
      <div className={classes.header}>
        <div className={classes.avatar}>
          <AvatarUpload agent={agent} />
        </div>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <div className={classes.form}>
          {/* Keyed by the saved name, so a save from the card's modal shows here too. */}
          <NameForm
            key={agent.agentName}
            agent={agent}
            beside={
              <Button
                component={Link}
                to={paths.agentProfile(agent.id)}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconId width={16} height={16} aria-hidden />}
              >
                View Profile Overview
              </Button>
            }
          />
        </div>
      </div>
    </Card>
  );
}
