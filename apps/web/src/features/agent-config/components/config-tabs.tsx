import type { ConfigTab } from '@portal/shared/agents/cards.plain';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CONFIG_TABS } from '../lib/config-tab';
import classes from './config-tabs.module.css';

const tabId = (tab: ConfigTab) => `config-tab-${tab}`;
const panelId = (tab: ConfigTab) => `config-panel-${tab}`;

/** Arrow keys move to the neighbouring tab (round the ends), Home and End to the first and the last. */
function nextIndex(key: string, current: number): number | null {
  const count = CONFIG_TABS.length;
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The configuration page's three tabs (a tab list and the open tab's panel), the WAI-ARIA way:
 * one tab in the Tab order, arrows choose and open the neighbour. A few lines of our own rather
 * than the kit's general Tabs, which weighed a tenth of the page.
 */
export function ConfigTabs({
  value,
  onChange,
  onPreview,
  grow,
  children,
}: {
  value: ConfigTab;
  onChange: (tab: ConfigTab) => void;
  /** A tab is pointed at or focused: what it shows may start loading. */
  onPreview?: (tab: ConfigTab) => void;
  grow: boolean;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(
      event.key,
      CONFIG_TABS.findIndex((tab) => tab.value === value),
    );
    if (next === null) return;
    event.preventDefault();
    onChange(CONFIG_TABS[next]!.value);
    // Focusing the tab previews it too (onFocus).
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-orientation="horizontal"
        className={classes.list}
        data-grow={grow || undefined}
      >
        {CONFIG_TABS.map((tab) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={active ? panelId(tab.value) : undefined}
              tabIndex={active ? 0 : -1}
              data-active={active || undefined}
              className={`${classes.tab} mantine-focus-auto`}
              onClick={() => onChange(tab.value)}
              onPointerEnter={() => onPreview?.(tab.value)}
              onFocus={() => onPreview?.(tab.value)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} className={classes.panel}>
        {children}
      </div>
    </div>
  );
}
