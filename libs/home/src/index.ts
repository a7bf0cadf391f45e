// @leadsignal/home: The home dashboard: its cards' figures and the user's visits.
export {};
