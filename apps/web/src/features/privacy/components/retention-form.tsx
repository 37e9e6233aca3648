import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  KEPT_AFTER_DELETION,
  PRIVACY_LABELS,
  RETENTION_CHOICES,
  retentionLabel,
  type PrivacySettings,
  type RetentionDays,
} from '@portal/shared/privacy.plain';
import { useState, type FormEvent } from 'react';
import { DescribedSwitch } from '../../../components/ui/described-switch';
import { LazySelect } from '../../../components/ui/lazy-select';
import { ownerMessage } from '../../../lib/api-client';
import { useUpdatePrivacySettings } from '../api/update-privacy-settings';

/** The choices as the list shows them; "forever" stands for null (a list's values are texts). */
const FOREVER = 'forever';
const OPTIONS = RETENTION_CHOICES.map((days) => ({
  value: days === null ? FOREVER : String(days),
  label: retentionLabel(days),
}));
const daysOf = (value: string) => (value === FOREVER ? null : (Number(value) as RetentionDays));

/** The retention choice and the redaction switch, saved together, with a toast once saved. */
export function RetentionForm({ settings }: { settings: PrivacySettings }) {
  const [values, setValues] = useState(settings);
  const save = useUpdatePrivacySettings();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      setValues(await save.mutateAsync(values));
      notifications.show({ color: 'green', message: 'Privacy settings saved.' });
    } catch (caught) {
      setError(ownerMessage(caught, 'Your privacy settings could not be saved. Try again.'));
    }
  }

  const limited = values.retentionDays !== null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Recordings and transcripts">
      {/* A reading measure, not the card's width: a two-word choice in a 980 px field reads as
          empty, and help text as wide wraps to a lone word. Save starts under the fields. */}
      <Stack gap="md" maw="36rem">
        <LazySelect
          label={PRIVACY_LABELS.retentionDays}
          description={
            limited
              ? `Older ones are deleted soon after you save, then every day, here and at the voice platform. ${KEPT_AFTER_DELETION}`
              : `Kept until you delete them, one call at a time from its page. ${KEPT_AFTER_DELETION}`
          }
          data={OPTIONS}
          value={values.retentionDays === null ? FOREVER : String(values.retentionDays)}
          onChange={(value) => value && setValues((current) => ({ ...current, retentionDays: daysOf(value) }))}
          allowDeselect={false}
        />
        <DescribedSwitch
          name="redactSensitive"
          checked={values.redactSensitive}
          onChange={(checked) => setValues((current) => ({ ...current, redactSensitive: checked }))}
          label={PRIVACY_LABELS.redactSensitive}
          // The mask is kept on one line: "[card" at a line's end and "number]" under it read as two words.
          description={`Card numbers and US social security numbers a caller says become [card\u00a0number] and [SSN] in the transcripts and summaries of new calls.`}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
