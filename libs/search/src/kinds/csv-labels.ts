// CSV cells carry what the screens show — "Products & Services", "United States", "10,001+" — not the
// values the data stores ("products_and_services", "united states", "1000+"). Each mapping is a jsonb
// constant in the export query, folded once per query by PostgreSQL and read per row by key; a value the
// reference data does not know is written as it is.
import { COUNTRIES, type Option } from '@leadsignal/reference-data';

type Labelled = readonly Pick<Option<string | number>, 'value' | 'label'>[];

function jsonbConstant(map: Record<string, string>): string {
  return `'${JSON.stringify(map).replace(/'/g, "''")}'::jsonb`;
}

function mapOf(options: Labelled): Record<string, string> {
  return Object.fromEntries(options.map((option) => [String(option.value), option.label]));
}

/** The label of the value `expr` evaluates to (text), or the value itself when it has none. */
export function labelSql(expr: string, options: Labelled): string {
  return `coalesce(${jsonbConstant(mapOf(options))} ->> (${expr}), ${expr})`;
}

/** A text[] column as its labels joined with "; ". */
export function labelListSql(expr: string, options: Labelled): string {
  return `array_to_string(ARRAY(SELECT coalesce(${jsonbConstant(mapOf(options))} ->> v, v) FROM unnest(${expr}) AS v), '; ')`;
}

/** Countries are stored as lower-cased names ("united states"): their English name as the list spells it. */
export const COUNTRY_NAME_LABELS: Labelled = COUNTRIES.map((country) => ({
  value: country.label.toLowerCase(),
  label: country.label,
}));

/** ISO 3166-1 alpha-2 codes (a company's jurisdiction) as country names. */
export const COUNTRY_CODE_LABELS: Labelled = COUNTRIES;
