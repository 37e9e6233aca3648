import type { Weekday } from '@portal/shared/agents/options.plain';
import {
  EXPECTATION_KINDS,
  isWeekday,
  SCENARIO_LIMITS,
  scenarioInputSchema,
  type Expectation,
  type ExpectationKind,
  type Scenario,
  type ScenarioInput,
} from '@portal/shared/agents/scenarios';

/** The expectations that look for a text the owner writes. */
export const TEXT_KINDS = ['mentions', 'not_mentions'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
export const isTextKind = (kind: ExpectationKind): kind is TextKind => (TEXT_KINDS as readonly string[]).includes(kind);

/** A line of a list the owner edits; the key keeps React's rows attached to their text. */
export type Line = { key: number; text: string };

/** When the call happens: whenever it runs, on a day of the week, or on a date. */
export type CallAtMode = 'any' | 'weekday' | 'date';

export type CallAtState = { mode: CallAtMode; weekday: Weekday; date: string; time: string };

export type ScenarioFormState = {
  title: string;
  callerTurns: Line[];
  checked: ExpectationKind[];
  texts: Record<TextKind, Line[]>;
  callAt: CallAtState;
  transfersUnanswered: boolean;
};

let nextKey = 0;
export const line = (text = ''): Line => ({ key: ++nextKey, text });

/** The call time as the form edits it; a day or a date not chosen yet starts on Monday, at 10:00. */
function callAtStateOf(callAt: Scenario['callAt']): CallAtState {
  const time = callAt?.time ?? '10:00';
  if (!callAt) return { mode: 'any', weekday: 'Mon', date: '', time };
  if (isWeekday(callAt.on)) return { mode: 'weekday', weekday: callAt.on, date: '', time };
  return { mode: 'date', weekday: 'Mon', date: callAt.on, time };
}

export function formStateOf(
  scenario: Pick<Scenario, 'title' | 'callerTurns' | 'expectations' | 'callAt' | 'transfersUnanswered'> | null,
) {
  const texts = (kind: TextKind) =>
    (scenario?.expectations ?? []).flatMap((item) => (item.kind === kind ? [line(item.text)] : []));
  const state: ScenarioFormState = {
    title: scenario?.title ?? '',
    callerTurns: scenario ? scenario.callerTurns.map((turn) => line(turn)) : [line()],
    checked: [...new Set(scenario?.expectations.map((item) => item.kind) ?? [])],
    texts: { mentions: texts('mentions'), not_mentions: texts('not_mentions') },
    callAt: callAtStateOf(scenario?.callAt ?? null),
    transfersUnanswered: scenario?.transfersUnanswered ?? false,
  };
  // A ticked text expectation always offers a box to type in.
  for (const kind of TEXT_KINDS) if (state.texts[kind].length === 0) state.texts[kind] = [line()];
  return state;
}

/** The error's field: 'title', 'callerTurns', 'callerTurns.2', 'expectations', 'mentions.0', 'callAt.time'… */
export type FieldErrors = Partial<Record<string, string>>;

type FieldExpectation = { field: string; expectation: Expectation };

/** The expectations in the list's order, each with the field that wrote it. */
function expectationsOf(state: ScenarioFormState): FieldExpectation[] {
  return EXPECTATION_KINDS.filter((kind) => state.checked.includes(kind)).flatMap((kind): FieldExpectation[] =>
    isTextKind(kind)
      ? state.texts[kind].map((item, index) => ({ field: `${kind}.${index}`, expectation: { kind, text: item.text } }))
      : [{ field: kind, expectation: { kind } as Expectation }],
  );
}

const TOO_MANY: Partial<Record<string, string>> = {
  callerTurns: `A scenario has at most ${SCENARIO_LIMITS.turns} caller lines.`,
  expectations: `Choose at most ${SCENARIO_LIMITS.expectations} expectations.`,
};

/** Checks the form with the server's own schema; messages are the schema's, at the fields. */
export function validateScenarioForm(
  state: ScenarioFormState,
): { ok: true; input: ScenarioInput } | { ok: false; errors: FieldErrors } {
  const expectations = expectationsOf(state);
  const { mode, weekday, date, time } = state.callAt;
  const parsed = scenarioInputSchema.safeParse({
    title: state.title,
    callerTurns: state.callerTurns.map((turn) => turn.text),
    expectations: expectations.map((item) => item.expectation),
    callAt: mode === 'any' ? null : { on: mode === 'weekday' ? weekday : date, time },
    transfersUnanswered: state.transfersUnanswered,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [root, index] = issue.path;
    const field =
      root === 'expectations' && typeof index === 'number'
        ? (expectations[index]?.field ?? 'expectations')
        : typeof index === 'number' || (root === 'callAt' && index !== undefined)
          ? `${String(root)}.${String(index)}`
          : String(root);
    const message = issue.code === 'too_big' && TOO_MANY[field] ? TOO_MANY[field] : issue.message;
    errors[field] ??= message;
  }
  return { ok: false, errors };
}

/** How many expectations the form holds now (each text counts). */
export const expectationCount = (state: ScenarioFormState) => expectationsOf(state).length;
