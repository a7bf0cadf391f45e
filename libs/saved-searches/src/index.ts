// @leadsignal/saved-searches: saved searches of every kind (one default per user and kind, monitored ones),
// the monitoring run that announces their new matches in notifications and digest e-mails, and the home
// dashboard's counts over them.
export * from './saved-searches.repository';
export * from './saved-searches.service';
export * from './monitoring/digest';
export * from './monitoring/digest-mailer';
export * from './monitoring/monitoring.repository';
export * from './monitoring/monitoring.service';
export * from './home/home.repository';
export * from './home/home.service';
