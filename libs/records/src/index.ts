// @leadsignal/records: The rows of each search kind (alerts, companies, prospects) in detail, and the one reveal service.
export {};
