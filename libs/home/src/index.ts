// @leadsignal/home: the home dashboard — the user's visits (the one writer of home_visits) and its cards'
// figures: monitored searches with their new matches since the last visit, the default alert search's trend.
export * from './home.repository';
export * from './home.service';
export * from './home.module';
