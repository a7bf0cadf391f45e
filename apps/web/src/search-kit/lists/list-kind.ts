// A list's members are rows of a search kind, searched through that kind's own search with the list criterion
// ({isListSelected: true, listId}). What opening a list of a kind takes is a ListKindConfig, which the kind's
// feature provides (its definition, its list columns, what its keywords match); /updateList shows it.
import type { DataTableColumn } from '../../components/DataTable';
import type { SearchCriteriaBase, SearchKindDefinition, SearchRow } from '../kind';

/** The criteria fields a kind's search needs to open a list: the list criterion and its keywords. */
export interface ListSearchFields {
  isListSelected: boolean;
  listId: string;
  isKeywordsSelected: boolean;
  keywords: string[];
}

/** What opening a list of one kind takes: the kind (search, Export menu, words), the columns, the search's reach. */
export interface ListKindConfig<
  C extends SearchCriteriaBase<S> & ListSearchFields,
  R extends SearchRow,
  S extends string,
> {
  kind: SearchKindDefinition<C, R, S>;
  columns: DataTableColumn<R>[];
  /** What the keywords match, for the search box: "name or job title". */
  searchBy: string;
}

/** The kind's search for the members of a list, optionally narrowed by keywords (the kind's `keywords`). */
export function listCriteria<C extends SearchCriteriaBase<S> & ListSearchFields, R extends SearchRow, S extends string>(
  kind: SearchKindDefinition<C, R, S>,
  listId: string,
  words: string,
  page: number,
  pageSize: number,
): C {
  const keywords = words.split(/\s+/).filter(Boolean);
  return {
    ...kind.criteria.defaults(),
    isListSelected: true,
    listId,
    isKeywordsSelected: keywords.length > 0,
    keywords,
    page,
    pageSize,
  };
}

/** A kind's list configuration, its types inferred from the kind. */
export function defineListKind<
  C extends SearchCriteriaBase<S> & ListSearchFields,
  R extends SearchRow,
  S extends string,
>(kind: SearchKindDefinition<C, R, S>, options: Omit<ListKindConfig<C, R, S>, 'kind'>): ListKindConfig<C, R, S> {
  return { kind, ...options };
}
