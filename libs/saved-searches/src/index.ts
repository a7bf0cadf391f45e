// @leadsignal/saved-searches: saved searches of every kind (one default per user and kind, monitored ones)
// and the monitoring run that announces their new matches in notifications and digest e-mails.
export * from './saved-searches.repository';
export * from './saved-searches.service';
export * from './monitoring/digest';
export * from './monitoring/digest-mailer';
export * from './monitoring/monitoring.repository';
export * from './monitoring/monitoring.service';
