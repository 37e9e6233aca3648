import { CALL_OUTCOME_OUTPUT_NAME, readCallOutcome, type CallOutcome } from '@portal/shared/call-outcome';
import { CALL_SUMMARY_OUTPUT } from '@portal/shared/voice-webhook.plain';
import type { EndOfCallReport } from './vapi-messages.pure.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The recording to play: the current `artifact.recording` first (mono, the whole conversation on
 * one track, then stereo), then the fields Vapi deprecated, then the older top-level ones.
 */
export function recordingOf(report: EndOfCallReport): string | null {
  const artifact = report.artifact;
  return (
    text(artifact?.recording?.mono?.combinedUrl) ??
    text(artifact?.recording?.stereoUrl) ??
    text(artifact?.recordingUrl) ??
    text(artifact?.stereoRecordingUrl) ??
    text(report.recordingUrl) ??
    text(report.stereoRecordingUrl)
  );
}

/** The summary structured output the assistants are compiled with, then the older analysis summary. */
export function summaryOf(report: EndOfCallReport): string | null {
  const outputs = Object.values(report.artifact?.structuredOutputs ?? {});
  const extracted = outputs.find((output) => output.name === CALL_SUMMARY_OUTPUT.name);
  return text(extracted?.result) ?? text(report.analysis?.summary) ?? text(report.summary);
}

/**
 * The outcome the assistant reported, checked against the shape it was asked for: a model's
 * answer that does not fit is dropped rather than stored half-read.
 */
export function outcomeOf(report: EndOfCallReport): CallOutcome | null {
  const outputs = Object.values(report.artifact?.structuredOutputs ?? {});
  return readCallOutcome(outputs.find((output) => output.name === CALL_OUTCOME_OUTPUT_NAME)?.result);
}
