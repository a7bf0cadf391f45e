// The home dashboard's calls (docs/home.md): record a visit, the monitored searches with their new matches
// since the last visit (only kinds the caller may search), and the default alert search's trigger events
// per week and type (alerts.search). Everything else on /home comes from the credits, notifications and
// download-list calls.
import { Controller, Get } from '@nestjs/common';
import {
  PERMISSIONS,
  type HomeVisit,
  type MonitoredSearchesSummary,
  type Permission,
  type SearchableKind,
  type TriggerEventTrend,
} from '@leadsignal/contracts';
import { HomeService } from '@leadsignal/home';
import { PostCall, RequirePermissions, SignedIn } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';

/** Which permission lets a user run (and so see the counts of) saved searches of each kind. */
const SEARCH_PERMISSION: Record<SearchableKind, Permission> = {
  alerts: PERMISSIONS.alertsSearch,
  companies: PERMISSIONS.companiesSearch,
  prospects: PERMISSIONS.prospectsSearch,
};

@Controller('home')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @PostCall('visit')
  visit(@CurrentUser() user: AuthUser): Promise<HomeVisit> {
    return this.home.recordVisit(user.id);
  }

  @SignedIn()
  @Get('monitored-searches')
  monitoredSearches(@CurrentUser() user: AuthUser): Promise<MonitoredSearchesSummary> {
    const kinds = (Object.keys(SEARCH_PERMISSION) as SearchableKind[]).filter((kind) =>
      user.permissions.has(SEARCH_PERMISSION[kind]),
    );
    return this.home.monitoredSearches(user.id, kinds);
  }

  @RequirePermissions(PERMISSIONS.alertsSearch)
  @Get('trigger-event-trend')
  triggerEventTrend(@CurrentUser() user: AuthUser): Promise<TriggerEventTrend> {
    return this.home.triggerEventTrend(user.id);
  }
}
