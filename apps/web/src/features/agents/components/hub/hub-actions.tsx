import { Button } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import IconCopy from '~icons/tabler/copy';
import IconHistory from '~icons/tabler/history';
import IconSchool from '~icons/tabler/school';
import IconVersions from '~icons/tabler/versions';
import { Link } from 'wouter';
import { paths } from '../../../../lib/paths';
import { useDuplicateAgentFlow } from '../../hooks/use-duplicate-agent-flow';
import { TalkButton } from '../talk-button';
import classes from './hub.module.css';

/**
 * The hub's one main action, Train Your Agent (filled), and Talk Now beside it as a second,
 * white button: the test call is what an owner does after training, and End Call turns red while
 * it runs.
 */
export function HubMainActions({ agent }: { agent: Agent }) {
  return (
    <div className={classes.main}>
      <Button
        component={Link}
        to={paths.agentConfigure(agent.id)}
        leftSection={<IconSchool width={16} height={16} aria-hidden />}
      >
        Train Your Agent
      </Button>
      <TalkButton agent={agent} label="Talk Now" variant="default" />
    </div>
  );
}

/**
 * Call history, the published versions and Clone (a real duplicate), the tools used now and then.
 * Back to Agents is the link above the title; Delete Agent is the page's last card, away from them.
 */
export function HubTools({ agent }: { agent: Agent }) {
  const clone = useDuplicateAgentFlow(paths.agent);
  const tool = { variant: 'default', className: classes.tool, classNames: { section: classes.toolIcon } } as const;
  return (
    <div className={classes.tools}>
      <Button
        {...tool}
        component={Link}
        to={`${paths.calls}?agentId=${encodeURIComponent(agent.id)}`}
        leftSection={<IconHistory width={16} height={16} aria-hidden />}
      >
        Call history
      </Button>
      <Button
        {...tool}
        component={Link}
        to={paths.agentVersions(agent.id)}
        leftSection={<IconVersions width={16} height={16} aria-hidden />}
      >
        Version history
      </Button>
      <Button
        {...tool}
        leftSection={<IconCopy width={16} height={16} aria-hidden />}
        onClick={() => clone.run(agent.id)}
        disabled={clone.pending}
      >
        {clone.pending ? 'Cloning...' : 'Clone'}
      </Button>
    </div>
  );
}
