// The calls only alerts have besides the kit's (ARCHITECTURE §3, Alerts): one alert in detail, and revealing
// its contact's e-mail (event/getEmail), configured into the kit's reveal flow.
import { ALERTS_MANIFEST, type RevealEmailResponse, type TriggerEventDetail } from '@leadsignal/contracts';
import { createRevealConfig, createRowApi } from '../../search-kit';

const alertRows = createRowApi<TriggerEventDetail, RevealEmailResponse>(ALERTS_MANIFEST);

export const useGetTriggerEventByIdQuery = alertRows.useGetByIdQuery;

/** The kit's reveal flow configured for alerts: the e-mail only. */
export const alertsReveal = createRevealConfig(ALERTS_MANIFEST, alertRows, (answer) => ({
  email: answer.data ?? null,
  isCreditDeducted: answer.isCreditDeducted,
  paidBy: answer.paidBy ?? null,
  monthlyAvailableCredits: answer.monthlyAvailableCredit,
}));
