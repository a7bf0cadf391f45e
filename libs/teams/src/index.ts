// @leadsignal/teams: workspaces (teams), their members with roles and monthly caps, and invitations
// (docs/teams.md). The credit pool itself is libs/credits'.
export * from './teams.repository';
export * from './teams.service';
export * from './teams.module';
export * from './credit-warnings.service';
