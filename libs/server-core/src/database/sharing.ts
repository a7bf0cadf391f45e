// Who sees and who changes a list or a saved search (docs/teams-sharing.md): the owner (the row's user_id), and
// the members of the owner's workspace when the row is shared with the team (visibility = 'team'), to view or, with
// team_access = 'edit', to change. Every statement of those tables that reads or writes for a caller puts one of
// these in its WHERE, so what is neither the caller's nor shared with their team is simply not found.
import { workspaceOf } from './sql';

/** The user ids of the workspace of the user in `userParam` (the caller included). */
export function teammatesOf(userParam: string): string {
  return `(SELECT tm.user_id FROM workspace_members tm WHERE tm.workspace_id = ${workspaceOf(userParam)})`;
}

/** The row (alias `alias`, with user_id and visibility) is the caller's own or shared with the caller's team. */
export function visibleTo(alias: string, userParam: string): string {
  return `(${alias}.user_id = ${userParam} OR (${alias}.visibility = 'team' AND ${alias}.user_id IN ${teammatesOf(userParam)}))`;
}

/** The caller may change the row: their own, or shared with their team for editing. */
export function editableBy(alias: string, userParam: string): string {
  return `(${alias}.user_id = ${userParam} OR (${alias}.visibility = 'team' AND ${alias}.team_access = 'edit' AND ${alias}.user_id IN ${teammatesOf(userParam)}))`;
}

/** A user's name as teammates read it (alias `alias` of users): first and last name, else the e-mail address. */
export function fullNameOf(alias: string): string {
  return `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`;
}
