// The CSV format every file is written in lives in @leadsignal/server-core (the credit history writes it too).
export { neutraliseCell, neutraliseRecord, toCsvText } from '@leadsignal/server-core';
