// The filter panel of a search screen, drawn from its FilterConfig: per group, the enabled criteria as cards
// with their inputs, then the disabled ones as a compact list of checkboxes (spec §4).
import { useState } from 'react';
import { CheckboxCriterion } from './CheckboxCriterion';
import { CriterionCard } from './CriterionCard';
import { listValue, resolveOptionItems, updateCriterion, type CriterionPatch } from './filter-state';
import { MultiSelectCriterion } from './MultiSelectCriterion';
import { NumericCriterion } from './NumericCriterion';
import { SingleSelectCriterion } from './SingleSelectCriterion';
import { TagInputCriterion } from './TagInputCriterion';
import type { CriterionDefinition, FilterConfig, FilterState } from './types';
import './filters.css';

export interface FilterPanelProps<C> {
  config: FilterConfig<C>;
  state: FilterState;
  onChange: (state: FilterState) => void;
}

/** Where the keyboard goes after a toggle: into the criterion just switched on, or back to its toggle. */
type FocusTarget = { id: string; on: 'input' | 'toggle' } | null;

export function FilterPanel<C>({ config, state, onChange }: FilterPanelProps<C>) {
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const change = (id: string, patch: CriterionPatch) => onChange(updateCriterion(config, state, id, patch));
  const setEnabled = (id: string, enabled: boolean) => {
    setFocusTarget({ id, on: enabled ? 'input' : 'toggle' });
    change(id, { enabled });
  };

  return (
    <div className="filter-panel">
      {config.groups.map((group) => {
        const headingId = `${config.id}-${group.id}-heading`;
        const enabled = group.criteria.filter((definition) => state[definition.id]?.enabled);
        const disabled = group.criteria.filter((definition) => !state[definition.id]?.enabled);
        return (
          <section key={group.id} className="filter-group" aria-labelledby={headingId}>
            <h2 id={headingId} className="filter-group-title">
              {group.title}
            </h2>
            {enabled.map((definition) => (
              <CriterionCard
                key={definition.id}
                id={`${config.id}-${definition.id}`}
                name={definition.name}
                onDisable={() => setEnabled(definition.id, false)}
              >
                <CriterionInput
                  definition={definition}
                  domId={`${config.id}-${definition.id}`}
                  state={state}
                  autoFocus={focusTarget?.id === definition.id && focusTarget.on === 'input'}
                  onChange={(patch) => change(definition.id, patch)}
                />
              </CriterionCard>
            ))}
            {disabled.length > 0 && (
              <div className="filter-compact-list">
                {disabled.map((definition) => (
                  <CheckboxCriterion
                    key={definition.id}
                    id={`${config.id}-${definition.id}`}
                    name={definition.name}
                    checked={false}
                    autoFocus={focusTarget?.id === definition.id && focusTarget.on === 'toggle'}
                    onChange={(checked) => setEnabled(definition.id, checked)}
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

interface CriterionInputProps<C> {
  definition: CriterionDefinition<C>;
  domId: string;
  state: FilterState;
  autoFocus: boolean;
  onChange: (patch: CriterionPatch) => void;
}

/** The input of one enabled criterion, by its kind. */
function CriterionInput<C>({ definition, domId, state, autoFocus, onChange }: CriterionInputProps<C>) {
  const criterion = state[definition.id];
  const setValue = (value: CriterionPatch['value']) => onChange({ value });
  switch (definition.kind) {
    case 'checkbox':
      return <p className="criterion-description">{definition.description}</p>;
    case 'multiSelect':
      return (
        <MultiSelectCriterion
          id={domId}
          name={definition.name}
          options={resolveOptionItems(definition.options, state)}
          value={listValue(criterion.value)}
          onChange={setValue}
          allowCustom={definition.allowCustom}
          placeholder={definition.placeholder}
          autoFocus={autoFocus}
        />
      );
    case 'singleSelect':
      return (
        <SingleSelectCriterion
          id={domId}
          name={definition.name}
          options={resolveOptionItems(definition.options, state)}
          value={Array.isArray(criterion.value) ? null : criterion.value}
          onChange={setValue}
          isClearable={definition.isClearable}
          placeholder={definition.placeholder}
          autoFocus={autoFocus}
        />
      );
    case 'tags':
      return (
        <TagInputCriterion
          id={domId}
          name={definition.name}
          value={listValue(criterion.value)}
          onChange={setValue}
          placeholder={definition.placeholder}
          hint={definition.hint}
          autoFocus={autoFocus}
          importCsv={definition.importCsv}
          exactMatch={criterion.exactMatch}
          onExactMatchChange={definition.exactMatchField ? (exactMatch) => onChange({ exactMatch }) : undefined}
        />
      );
    case 'numeric':
      return (
        <NumericCriterion
          id={domId}
          name={definition.name}
          value={listValue(criterion.value)}
          onChange={setValue}
          placeholder={definition.placeholder}
          autoFocus={autoFocus}
        />
      );
  }
}
