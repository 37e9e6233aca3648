import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Agent } from '@portal/shared/agents/agent';
import type { ScenarioList } from '@portal/shared/agents/scenarios';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';
import { useOpenRows } from '../hooks/use-open-rows';
import { useScenarioDeletion } from '../hooks/use-scenario-deletion';
import { useScenarioEditor } from '../hooks/use-scenario-editor';
import { useScenarioRuns } from '../hooks/use-scenario-runs';
import { useSuggestedScenarios } from '../hooks/use-suggested-scenarios';
import { coverageText } from '../lib/coverage';
import { NoScenarios } from './no-scenarios';
import { RunAllStatus } from './run-all-status';
import { ScenarioCard } from './scenario-card';
import { ScenariosToolbar } from './scenarios-toolbar';
import classes from './scenarios.module.css';
import { PHONE_SHEET_QUERY } from '../../../components/ui/phone-sheet';

// The editor (its form, its checks and the schema library they use) loads when first opened.
const ScenarioModal = lazyOverlay(() => import('./scenario-modal').then((module) => module.ScenarioModal));

/** The loaded page: the summary with the actions, a row per scenario, the modal and the delete question. */
export function ScenariosView({
  agent,
  list,
}: {
  agent: Pick<Agent, 'id' | 'agentName' | 'timezone'>;
  list: ScenarioList;
}) {
  // The list says whether runs test a draft, so its summaries and results agree with it.
  const draft = list.draftSummary !== null;
  const fullScreen = useMediaQuery(PHONE_SHEET_QUERY) ?? false;
  const runs = useScenarioRuns(agent.id);
  const rows = useOpenRows(list, runs.finished);
  const editor = useScenarioEditor();
  const deletion = useScenarioDeletion(agent.id);
  const suggested = useSuggestedScenarios(agent.id, list.scenarios.length);
  // What every row shares is said once, over the list or in the summary; a row tags only where it differs.
  const allSuggested = list.scenarios.every((scenario) => scenario.origin === 'proposed');
  const noneRun = list.scenarios.every((scenario) => (draft ? scenario.draftResult : scenario.lastResult) === null);
  const groupLabel = allSuggested ? 'Suggested scenarios' : 'Scenarios';
  return (
    <Stack gap="lg">
      <ScenariosToolbar
        summary={list.summary}
        draftSummary={list.draftSummary}
        coverage={coverageText(list.scenarios)}
        // An empty list offers them in its own place, under the toolbar.
        offerSuggestions={list.scenarios.length > 0 && list.suggestionsMissing > 0}
        running={runs.busy}
        addingSuggested={suggested.pending}
        status={<RunAllStatus progress={runs.progress} finished={runs.finished} />}
        onRunAll={() => runs.runAll(list.scenarios)}
        onAdd={() => editor.open(null)}
        onAddSuggested={suggested.run}
      />
      {list.scenarios.length === 0 ? (
        <NoScenarios adding={suggested.pending} onAddSuggested={suggested.run} />
      ) : (
        <Stack gap="xs" component="section" aria-label={groupLabel}>
          <Text size="sm" fw={600} c="dimmed">
            {groupLabel}
          </Text>
          <div className={classes.list}>
            {list.scenarios.map((scenario) => (
              <ScenarioCard
                key={scenario.id}
                scenario={scenario}
                agentName={agent.agentName}
                timezone={agent.timezone}
                draft={draft}
                tagSuggested={!allSuggested}
                tagNotRun={!noneRun}
                open={rows.isOpen(scenario.id)}
                onToggle={() => rows.toggle(scenario.id)}
                running={runs.runningId === scenario.id}
                busy={runs.busy}
                runError={runs.errors[scenario.id]}
                onRun={() => runs.runOne(scenario)}
                onEdit={() => editor.open(scenario)}
                onDelete={() => deletion.open(scenario)}
              />
            ))}
          </div>
        </Stack>
      )}
      <ScenarioModal
        agentId={agent.id}
        timezone={agent.timezone}
        scenario={editor.scenario}
        opened={editor.opened}
        session={editor.session}
        fullScreen={fullScreen}
        onClose={editor.close}
      />
      <ConfirmDialog
        opened={deletion.opened}
        title="Delete scenario"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deletion.busy}
        error={deletion.error}
        danger
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      >
        Delete the scenario &quot;{deletion.target?.title}&quot; and its last result? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
