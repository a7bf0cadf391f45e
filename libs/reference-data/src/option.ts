// The shape every reference list shares, as the filter dropdowns (react-select) consume it.
export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/** A value typed by the user that is in no list (spec §3: option lists "can accept a custom option"). */
export interface CustomOption extends Option<string> {
  readonly custom: true;
}

const normalize = (text: string | number): string => String(text).trim().toLowerCase();

/** The option whose value or label equals the input, ignoring case and surrounding blanks; values win over labels. */
export function findOption<O extends Option<string | number>>(
  list: readonly O[],
  labelOrValue: string | number | null | undefined,
): O | undefined {
  if (labelOrValue === null || labelOrValue === undefined) return undefined;
  const key = normalize(labelOrValue);
  if (key === '') return undefined;
  return (
    list.find((option) => normalize(option.value) === key) ?? list.find((option) => normalize(option.label) === key)
  );
}

/** The matching option, or the trimmed input as a custom option (callers drop blank input, spec §5). */
export function toOptionOrCustom<O extends Option<string | number>>(
  list: readonly O[],
  input: string,
): O | CustomOption {
  const text = input.trim();
  return findOption(list, text) ?? { value: text, label: text, custom: true };
}

/** The values of a list, e.g. for a zod enum or a validation set. */
export function valuesOf<O extends Option<string | number>>(list: readonly O[]): O['value'][] {
  return list.map((option) => option.value);
}
