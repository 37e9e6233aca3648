import { Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { spokenGreeting } from '@portal/shared/agents/greeting.plain';
import {
  AI_DISCLOSURE_MAX,
  NOTICE_LABELS,
  NOTICE_TEXT_MAX,
  openingLines,
  PRIVACY_TEXTS,
  readPrivacySettings,
  RECORDING_NOTICES,
  stayOnLineMessage,
  STAY_ON_LINE_ASK,
} from '@portal/shared/agents/privacy.plain';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { DescribedSwitch } from '../../../../components/ui/described-switch';
import type { EditorProps } from './editor-props';
import classes from './privacy-editor.module.css';

/**
 * Recording & Privacy: whether calls are recorded, how callers are told, and the agent saying it
 * is an AI, with what a caller hears first. Loaded when the card opens, as the Texts editor is.
 */
export default function PrivacyEditor({ agent }: EditorProps) {
  const settings = readPrivacySettings(useWatch({ name: 'privacySettings' }));
  return (
    <Stack gap="lg">
      <FieldSwitch
        name="privacySettings.recording"
        label={PRIVACY_TEXTS.recording}
        help={PRIVACY_TEXTS.recordingHelp}
      />
      {settings.recording ? (
        <NoticeFields notice={settings.notice} />
      ) : (
        <Text size="sm">The call is not recorded, so callers are not told of a recording.</Text>
      )}
      <FieldSwitch name="privacySettings.announceAi" label={PRIVACY_TEXTS.announceAi} />
      <TextField
        name="privacySettings.aiDisclosureText"
        label={PRIVACY_TEXTS.aiDisclosureText}
        help={PRIVACY_TEXTS.aiDisclosureHelp}
        max={AI_DISCLOSURE_MAX}
      />
      <FirstHeard agent={agent} />
    </Stack>
  );
}

function FieldSwitch({ name, label, help }: { name: string; label: string; help?: string }) {
  const { field } = useController({ name });
  return (
    <DescribedSwitch
      name={field.name}
      checked={field.value === true}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      description={help}
    />
  );
}

/** How callers are told of the recording, and the words, while it is given. */
function NoticeFields({ notice }: { notice: string }) {
  const { field } = useController({ name: 'privacySettings.notice' });
  return (
    <Stack gap="md">
      <Radio.Group
        name={field.name}
        label={PRIVACY_TEXTS.notice}
        description={PRIVACY_TEXTS.noticeHelp}
        value={field.value as string}
        onChange={field.onChange}
      >
        <Stack gap="xs" mt="xs">
          {RECORDING_NOTICES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={NOTICE_LABELS[value].label}
              description={NOTICE_LABELS[value].description}
            />
          ))}
        </Stack>
      </Radio.Group>
      {notice !== 'off' && (
        <TextField
          name="privacySettings.noticeText"
          label={PRIVACY_TEXTS.noticeText}
          help={
            notice === 'stay-on-line'
              ? `Callers who stay on the line agree. Unless your text asks them to hang up if they do not agree, it ends with: “${STAY_ON_LINE_ASK}”`
              : undefined
          }
          max={NOTICE_TEXT_MAX}
        />
      )}
    </Stack>
  );
}

function TextField({ name, label, help, max }: { name: string; label: string; help?: string; max: number }) {
  const { field, fieldState } = useController({ name });
  return (
    <Textarea
      name={field.name}
      label={label}
      description={help}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      maxLength={max}
      autosize
      minRows={2}
      maxRows={6}
    />
  );
}

/** What a caller hears first, line by line: the platform's notice, then the agent's first words. */
function FirstHeard({ agent }: Pick<EditorProps, 'agent'>) {
  const settings = readPrivacySettings(useWatch({ name: 'privacySettings' }));
  const titleId = useId();
  const business = agent.businessName?.trim() || null;
  const lines = [
    settings.recording && settings.notice === 'stay-on-line' ? stayOnLineMessage(settings.noticeText) : null,
    [...openingLines(settings, business), spokenGreeting(agent)].join(' '),
  ].filter((line): line is string => !!line);
  return (
    <section aria-labelledby={titleId} className={classes.heard}>
      <Title order={3} size="h5" id={titleId}>
        What callers hear first
      </Title>
      {lines.map((line) => (
        <Text key={line} size="sm" className={classes.line}>
          {line}
        </Text>
      ))}
    </section>
  );
}
