// @leadsignal/lists: Lists of companies and prospects and their members.
export {};
