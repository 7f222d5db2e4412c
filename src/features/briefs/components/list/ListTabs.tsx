import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TabItem = { id: number; title: ReactNode };

type Props = {
  tabs: readonly TabItem[];
  active: number;
  onSelect: (id: number) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
};

/** The list's tabs, as an ARIA tab list of buttons (arrow keys move between them). */
export function ListTabs({ tabs, active, onSelect, panelId }: Props) {
  const { t } = useTranslation();
  const move = (from: number, step: number) => {
    const index = tabs.findIndex((tab) => tab.id === from);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) {
      onSelect(next.id);
      document.getElementById(`${panelId}-tab-${next.id}`)?.focus();
    }
  };
  return (
    <div
      className="nav nav-tabs mb-3 flex-nowrap overflow-auto"
      role="tablist"
      aria-label={t('projectList.tabsLabel')}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={`${panelId}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={`nav-link text-nowrap${selected ? ' active' : ''}`}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(tab.id, 1);
              if (event.key === 'ArrowLeft') move(tab.id, -1);
            }}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
