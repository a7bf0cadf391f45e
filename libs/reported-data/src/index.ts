// @leadsignal/reported-data: reports of inaccurate data and the admins' actions on them.
export * from './reported-data.repository';
export * from './reported-data.service';
export * from './reported-data.module';
