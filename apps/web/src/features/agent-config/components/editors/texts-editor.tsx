import { Alert, Anchor, Button, Group, Loader, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import {
  CALLER_TEXT_KINDS,
  OWNER_MOBILE_NEEDED,
  PLACEHOLDER_LABELS,
  PREVIEW_VALUES,
  renderTemplate,
  TEMPLATE_PLACEHOLDERS,
  TEXT_TEMPLATE_KINDS,
  TEXT_TEMPLATE_LABELS,
  TEXTING_WAITS,
  templateProblem,
  type TextTemplateKind,
} from '@portal/shared/texts.plain';
import { SegmentedMessage } from 'sms-segments-calculator';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'wouter';
import { paths } from '../../../../lib/paths';
import { useOwnerMobile, useTextingRegistration } from '../../api/texting-readiness';
import type { EditorProps } from './editor-props';
import classes from './texts-editor.module.css';

const OWNER_KINDS = TEXT_TEMPLATE_KINDS.filter((kind) => !CALLER_TEXT_KINDS.includes(kind));

/**
 * Texts: a switch per text the agent sends, the four to callers and the two to the owner's mobile,
 * each with its template, the details it may fill in and how it reads on a phone. The switches
 * wait for the business's texting registration; a text already on stays shown on meanwhile.
 * Loaded when the card opens: the segment counter stays off the configure page's first load.
 */
export default function TextsEditor({ agent }: EditorProps) {
  const registration = useTextingRegistration();
  const mobile = useOwnerMobile();
  const canSwitch = registration.data?.textingOn === true;
  const business = agent.businessName?.trim() || 'Your business';
  return (
    <Stack gap="lg">
      {registration.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Checking your texting registration...</Text>
        </Group>
      ) : registration.isError ? (
        <Alert color="red" variant="light" role="alert">
          Could not check your texting registration: {registration.error.message}
        </Alert>
      ) : (
        !canSwitch && (
          <Alert color="gray" variant="light" role="note" title="Texting is not approved yet">
            <Text size="sm">{TEXTING_WAITS}</Text>
            <Anchor component={Link} to={paths.phoneNumbers} size="sm">
              Go to Phone Numbers
            </Anchor>
          </Alert>
        )
      )}
      <TextGroup title="Texts to callers" kinds={CALLER_TEXT_KINDS} canSwitch={canSwitch} business={business} />
      <TextGroup
        title="Texts to your mobile"
        kinds={OWNER_KINDS}
        canSwitch={canSwitch}
        business={business}
        note={
          mobile.isSuccess && mobile.data === null ? (
            <Text size="sm">
              {OWNER_MOBILE_NEEDED}{' '}
              <Anchor component={Link} to={`${paths.accountDetail}#notifications`} size="sm">
                Open Notification Settings
              </Anchor>
            </Text>
          ) : null
        }
      />
    </Stack>
  );
}

type GroupProps = {
  title: string;
  kinds: readonly TextTemplateKind[];
  canSwitch: boolean;
  business: string;
  note?: ReactNode;
};

function TextGroup({ title, kinds, canSwitch, business, note }: GroupProps) {
  const titleId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {title}
      </Title>
      {note}
      {kinds.map((kind) => (
        <TextRow key={kind} kind={kind} canSwitch={canSwitch} business={business} />
      ))}
    </Stack>
  );
}

type RowProps = { kind: TextTemplateKind; canSwitch: boolean; business: string };

/**
 * One text: its switch, and while it is on (or its text could never be sent) the template, the
 * details to insert and the preview. The problem shown is the schema's own rule: a text that is on
 * must be sendable, one that is off keeps what was typed unless that could never be sent.
 */
function TextRow({ kind, canSwitch, business }: RowProps) {
  const { title, description } = TEXT_TEMPLATE_LABELS[kind];
  const descriptionId = useId();
  const { field: onField } = useController({ name: `textingSettings.${kind}.on` });
  const { field: templateField } = useController({ name: `textingSettings.${kind}.template` });
  const on = onField.value === true;
  const template = (templateField.value as string | undefined) ?? '';
  const problem = on || template.trim() !== '' ? templateProblem(kind, template) : null;
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once an inserted detail is in the text (after React writes the value).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = textarea.current;
    if (caret.current === null || !element) return;
    element.focus();
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [template]);

  const insert = (name: string) => {
    const element = textarea.current;
    const token = `{${name}}`;
    const start = element?.selectionStart ?? template.length;
    const end = element?.selectionEnd ?? start;
    caret.current = start + token.length;
    templateField.onChange(template.slice(0, start) + token + template.slice(end));
  };

  return (
    <Stack gap="xs" role="group" aria-label={title} className={classes.row}>
      <Stack gap={4}>
        <Switch
          name={onField.name}
          checked={on}
          onChange={(event) => onField.onChange(event.currentTarget.checked)}
          onBlur={onField.onBlur}
          label={title}
          size="md"
          disabled={!canSwitch}
          aria-describedby={descriptionId}
        />
        <Text size="sm" c="dimmed" id={descriptionId}>
          {description}
        </Text>
      </Stack>
      {(on || problem !== null) && (
        <>
          <Textarea
            ref={textarea}
            name={templateField.name}
            label="Template"
            value={template}
            onChange={templateField.onChange}
            onBlur={templateField.onBlur}
            error={problem}
            autosize
            minRows={2}
            maxRows={8}
          />
          <Placeholders kind={kind} onInsert={insert} />
          <Preview text={renderTemplate(template, { ...PREVIEW_VALUES, business })} />
        </>
      )}
    </Stack>
  );
}

/** The details a template may name, each a button that writes `{name}` where the caret is. */
function Placeholders({ kind, onInsert }: { kind: TextTemplateKind; onInsert: (name: string) => void }) {
  const labelId = useId();
  return (
    <Group gap={6} role="group" aria-labelledby={labelId}>
      <Text size="xs" id={labelId}>
        Insert:
      </Text>
      {TEMPLATE_PLACEHOLDERS[kind].map((name) => (
        <Button key={name} variant="default" size="compact-xs" onClick={() => onInsert(name)}>
          {PLACEHOLDER_LABELS[name] ?? name}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The text as a caller or the owner would get it, with sample details, and what carriers make of
 * it: one emoji or other character outside the plain-text alphabet (GSM-7) sends the whole text as
 * Unicode, 70 characters to a segment instead of 160.
 */
function Preview({ text }: { text: string }) {
  if (text === '') return null;
  const message = new SegmentedMessage(text);
  const segments = message.segmentsCount;
  const unicode = message.encodingName === 'UCS-2';
  const counts = [
    `${message.numberOfCharacters} ${message.numberOfCharacters === 1 ? 'character' : 'characters'}`,
    `${segments} ${segments === 1 ? 'segment' : 'segments'}`,
    unicode ? 'Unicode' : 'plain text',
  ].join(' · ');
  return (
    <div className={classes.preview}>
      <Text size="xs" fw={600}>
        Preview, with sample details
      </Text>
      <Text size="sm" className={classes.message}>
        {text}
      </Text>
      <Text size="xs" c="dimmed">
        {counts}
      </Text>
      {unicode && (
        <Text size="xs" c="dimmed">
          An emoji or special character makes each segment hold 70 characters instead of 160.
        </Text>
      )}
    </div>
  );
}
