import type { ApiKey } from '@portal/shared/api-keys';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ownerMessage } from '../../../lib/api-client';
import { useRevokeApiKey } from '../api/change-api-keys';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyRow } from './api-key-row';
import classes from './api-keys.module.css';
import { ListEmpty, ListLoadError, ListLoading } from './list-states';

const NOT_REVOKED = 'The key could not be revoked. Try again.';

function ApiKeyRows({ onRevoke }: { onRevoke: (apiKey: ApiKey) => void }) {
  const list = useApiKeys();
  if (list.isPending) return <ListLoading label="Loading API keys..." rows={3} />;
  if (list.isError) return <ListLoadError title="Could not load your API keys" query={list} />;
  if (list.data.apiKeys.length === 0) {
    return (
      <ListEmpty title="No API keys yet">
        Create one when another tool should read your calls and callers, or update your agents, without signing in.
      </ListEmpty>
    );
  }
  return (
    <table className={classes.table} aria-label="API keys">
      <thead className={classes.head}>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Scope</th>
          <th scope="col">Key</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col" className={classes.action}>
            <span className={classes.hidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.data.apiKeys.map((apiKey) => (
          <ApiKeyRow key={apiKey.id} apiKey={apiKey} timeZone={list.data.timezone} onRevoke={() => onRevoke(apiKey)} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * The owner's keys, newest first, as a table in the card (stacked rows on a phone), times in the
 * owner's zone, which the list comes with. Revoke asks first; the row goes once it is done.
 */
export function ApiKeyTable({ onRevoked }: { onRevoked: () => void }) {
  const revoke = useRevokeApiKey();
  // The key asked about stays named while the dialog closes.
  const [asked, setAsked] = useState<ApiKey | null>(null);
  const [opened, setOpened] = useState(false);
  const close = () => {
    if (!revoke.isPending) setOpened(false);
  };
  const confirm = () => {
    if (!asked) return;
    revoke.mutate(asked.id, {
      onSuccess: () => {
        setOpened(false);
        onRevoked();
      },
    });
  };
  return (
    <>
      <ApiKeyRows
        onRevoke={(apiKey) => {
          revoke.reset();
          setAsked(apiKey);
          setOpened(true);
        }}
      />
      <ConfirmDialog
        opened={opened}
        title="Revoke API key"
        confirmLabel="Revoke key"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        error={revoke.isError ? ownerMessage(revoke.error, NOT_REVOKED) : null}
        danger
        onConfirm={confirm}
        onClose={close}
      >
        Revoke “{asked?.name}”? Tools using it are refused from their next request. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
