// @leadsignal/reported-data: Reports of inaccurate data and the admin's actions on them.
export {};
