import { Button, Text } from '@mantine/core';
import type { ApiKey } from '@portal/shared/api-keys';
import { API_KEY_SCOPE_LABELS } from '@portal/shared/api-keys.plain';
import { formatZonedTime } from '../../../lib/zoned-time';
import classes from './api-keys.module.css';

/**
 * One key as a table row: its name, scope, first characters (the key itself is never shown
 * again), when it was created and last used (in the owner's zone, named), and Revoke.
 */
export function ApiKeyRow({ apiKey, timeZone, onRevoke }: { apiKey: ApiKey; timeZone: string; onRevoke: () => void }) {
  return (
    <tr className={classes.row} aria-label={apiKey.name}>
      <td className={classes.name}>
        <Text size="sm" fw={600}>
          {apiKey.name}
        </Text>
      </td>
      <td className={classes.scope}>{API_KEY_SCOPE_LABELS[apiKey.scope]}</td>
      <td className={classes.key}>
        <code>{apiKey.start}…</code>
      </td>
      <td className={`${classes.date} ${classes.created}`}>
        <span className={classes.phoneOnly}>Created </span>
        {formatZonedTime(apiKey.createdAt, timeZone)}
      </td>
      <td className={`${classes.date} ${classes.used}`}>
        <span className={classes.phoneOnly}>Last used </span>
        {apiKey.lastUsedAt ? formatZonedTime(apiKey.lastUsedAt, timeZone) : 'Never'}
      </td>
      <td className={classes.action}>
        <Button variant="default" size="xs" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      </td>
    </tr>
  );
}
