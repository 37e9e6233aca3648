import { Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Agent } from '@portal/shared/agents/agent';
import { CARDS, TAB_TITLES, type CardDefinition, type ConfigTab } from '@portal/shared/agents/cards.plain';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { DraftBar } from '../../../components/agents/draft-bar';
import { SyncAlert, type SyncOutcome } from '../../../components/agents/sync-alert';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';
import { loadOnce } from '../../../lib/load-once';
import { usePageMessages } from '../hooks/page-messages';
import { useCardFromUrl } from '../hooks/use-card-from-url';
import { CONFIG_TABS, readTab } from '../lib/config-tab';
import { ConfigTabs } from './config-tabs';
import { ConfigHeader } from './header/config-header';
import { KeepSuggestions } from './keep-suggestions';
import { MOBILE_QUERY } from './mobile';
import { PageMessages } from './page-messages';
import { SectionCard } from './section-card';
import { TestCallControls } from './test-call-controls';
import { preloadTextsNames } from './texts-preview';
import classes from './configure.module.css';

// The editors are most of the page's script; they load when the first card opens.
const SectionModal = lazyOverlay(() => import('./section-modal').then((module) => module.SectionModal));

// The website import lives on the Brain tab: it loads when that tab is opened, or pointed at first.
const importLauncher = loadOnce(() => import('./import/import-launcher'));
const ImportLauncher = lazy(() => importLauncher.load().then((module) => ({ default: module.ImportLauncher })));
const preloadTab = (tab: ConfigTab) => {
  if (tab === 'brain') void importLauncher.load().catch(() => undefined);
  // The Texts card names the texts that are on once their labels load.
  if (tab === 'responsibilities') preloadTextsNames();
};

/** The loaded configuration page: header, the three tabs of cards, the test-call footer and the card modal. */
export function ConfigureView({ agent }: { agent: Agent }) {
  const [params, setParams] = useSearchParams();
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  // The card stays set while the modal closes, so its content does not vanish mid-transition.
  const [editing, setEditing] = useState<{
    card: CardDefinition;
    opened: boolean;
    session: number;
    question: string | null;
  } | null>(null);
  const edit = (card: CardDefinition, question: string | null = null) =>
    setEditing((current) => ({ card, opened: true, session: (current?.session ?? 0) + 1, question }));
  const linkedCard = useCardFromUrl(edit);
  // A card asked for by the address shows on its own tab, whatever ?tab says.
  const tab = linkedCard.requested?.tab ?? readTab(params.get('tab'));
  const messages = usePageMessages();
  const announce = ({ ok, title, text }: SyncOutcome) =>
    messages.show({ kind: ok ? 'success' : 'error', text: title ? `${title}: ${text}` : text });

  const heading = CONFIG_TABS.find((item) => item.value === tab)!.heading;

  const changeTab = (value: ConfigTab) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="md">
      <PageMessages />
      {agent.syncError && <SyncAlert agent={agent} onOutcome={announce} />}
      <div className={classes.top}>
        <ConfigHeader agent={agent} title={TAB_TITLES[tab](agent.agentName)} />
        {/* One banner area: from 768 px the suggestions note continues the draft's strip; on a
            phone the note is a quiet line under it, so the strip stays the one box before the tabs.
            Both are drawn and the stylesheet picks one: no switch after the first paint. */}
        <div className={classes.banners}>
          <DraftBar agent={agent} compact />
          <KeepSuggestions agent={agent} onOutcome={announce} />
          <KeepSuggestions agent={agent} onOutcome={announce} variant="line" />
        </div>
      </div>
      <ConfigTabs value={tab} onChange={changeTab} onPreview={preloadTab} grow={mobile}>
        <Stack gap="md">
          {/* The Brain tab's import sits on the heading's line: on a phone the first card stays on
              the first screen. */}
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h3">
              {heading}
            </Title>
            {tab === 'brain' && (
              <Suspense fallback={<div className={classes.launcherSpace} />}>
                <ImportLauncher agent={agent} openAtFirst={params.get('import') === '1'} />
              </Suspense>
            )}
          </Group>
          <div className={classes.cards}>
            {CARDS.filter((card) => card.tab === tab).map((card) => (
              <SectionCard key={card.key} card={card} agent={agent} onEdit={() => edit(card)} />
            ))}
          </div>
        </Stack>
      </ConfigTabs>
      <TestCallControls agent={agent} />
      <SectionModal
        agent={agent}
        card={editing?.card ?? null}
        opened={editing?.opened ?? false}
        session={editing?.session ?? 0}
        question={editing?.question ?? null}
        fullScreen={mobile}
        onClose={() => {
          setEditing((current) => current && { ...current, opened: false });
          linkedCard.forget();
        }}
      />
    </Stack>
  );
}
