import { Card } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { AvatarUpload } from './avatar-upload';
import classes from './config-header.module.css';
import { NameForm } from './name-form';

/**
 * The header's name and avatar, opened from 'Edit name & avatar': the picture with its upload,
 * then the name with 'Save Name & Avatar'. Kept mounted once opened (hidden while closed), so a
 * name typed and closed away is still there when it opens again.
 */
export function NameAvatarPanel({ agent, id, opened }: { agent: Agent; id: string; opened: boolean }) {
  return (
    <Card withBorder radius="md" id={id} hidden={!opened} className={classes.panel}>
      <div className={classes.avatar}>
        <AvatarUpload agent={agent} />
      </div>
      {/* Keyed by the saved name, so a save from the card's modal shows here too. */}
      <NameForm key={agent.agentName} agent={agent} />
    </Card>
  );
}
