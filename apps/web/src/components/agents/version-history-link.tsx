import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';

/** Underlined: in the draft's bar it sits in a line of text, and colour alone would not tell it apart. */
export function VersionHistoryLink({ agentId, children }: { agentId: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.agentVersions(agentId)} underline="always">
      {children}
    </Anchor>
  );
}
