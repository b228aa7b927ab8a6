"use client";

import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export type TabItem = { id: string; label: string; panel: ReactNode };

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  value: string;
  onValueChange: (id: string) => void;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), arrows/Home/End move
 * and select. Inactive panels stay mounted (hidden) so a half-filled form survives a switch.
 */
export function Tabs({ label, tabs, value, onValueChange }: TabsProps) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = moves[event.key]!;
    onValueChange(tabs[next]!.id);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="inline-flex rounded-xl bg-slate-200/70 p-1">
        {tabs.map((tab, index) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(node) => void (refs.current[index] = node)}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "rounded-lg px-4 py-2 text-sm font-semibold transition-colors",
                selected ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== value}
          tabIndex={0}
          className="mt-5 focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
