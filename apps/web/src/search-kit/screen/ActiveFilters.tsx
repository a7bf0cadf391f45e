// The filters the results on screen were searched with, in one line above them: each criterion switched on
// with what it matches ("Alert Types: Funding, Awards"), and a button that searches again without it; first the
// arrival window when a notification opened the search ("Arrived: since Nov 24, 2026, 1:22 PM").
import { findOption } from '@leadsignal/reference-data';
import Button from 'react-bootstrap/Button';
import {
  criterionDefinitions,
  filterStateFromCriteria,
  listValue,
  resolveOptions,
  type CriterionDefinition,
  type FilterConfig,
  type FilterState,
} from '../../components/filters';

const SHOWN_VALUES = 3;

/** "Alert Types: Funding, Awards", "Email Required", "Company Name (contains): acme, +2 more". */
export function describeCriterion<C>(definition: CriterionDefinition<C>, state: FilterState): string {
  const criterion = state[definition.id];
  if (definition.kind === 'checkbox') return definition.name;
  let values: string[];
  if (definition.kind === 'singleSelect' || definition.kind === 'multiSelect') {
    const options = resolveOptions(definition.options, state);
    const chosen =
      definition.kind === 'multiSelect'
        ? listValue(criterion.value)
        : criterion.value === null || Array.isArray(criterion.value) || criterion.value === definition.emptyValue
          ? []
          : [criterion.value];
    values = chosen.map((value) => String(findOption(options, value)?.label ?? value));
  } else {
    values = listValue(criterion.value);
  }
  const name = definition.kind === 'tags' && !criterion.exactMatch ? `${definition.name} (contains)` : definition.name;
  if (values.length === 0) return `${name}: any`;
  const shown = values.slice(0, SHOWN_VALUES).join(', ');
  return `${name}: ${shown}${values.length > SHOWN_VALUES ? `, +${values.length - SHOWN_VALUES} more` : ''}`;
}

export function ActiveFilters<C>({
  config,
  criteria,
  onRemove,
  arrivalWindow = null,
  onRemoveArrivalWindow,
}: {
  config: FilterConfig<C>;
  criteria: C;
  /** Searches again with this criterion switched off. */
  onRemove: (criterionId: string) => void;
  /** The arrival window over the results ("Arrived: since …"), not a panel criterion; null when off. */
  arrivalWindow?: string | null;
  /** Searches again without the window (every match). */
  onRemoveArrivalWindow?: () => void;
}) {
  const state = filterStateFromCriteria(config, criteria);
  const active = criterionDefinitions(config).filter((definition) => state[definition.id].enabled);
  return (
    <div className="search-active-filters" role="group" aria-label="Active filters">
      <span className="search-active-filters-label">Filters:</span>
      {active.length === 0 && !arrivalWindow && <span className="text-muted">none</span>}
      {arrivalWindow && (
        <span className="search-active-filter">
          <span>{arrivalWindow}</span>
          <Button
            variant="link"
            size="sm"
            className="search-active-filter-remove"
            aria-label="Remove filter Arrived"
            title="Show every match again"
            onClick={onRemoveArrivalWindow}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </span>
      )}
      {active.map((definition) => (
        <span key={definition.id} className="search-active-filter">
          <span>{describeCriterion(definition, state)}</span>
          <Button
            variant="link"
            size="sm"
            className="search-active-filter-remove"
            aria-label={`Remove filter ${definition.name}`}
            title="Remove this filter and search again"
            onClick={() => onRemove(definition.id)}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </span>
      ))}
    </div>
  );
}
