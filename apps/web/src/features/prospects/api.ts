// The calls only prospects have besides the kit's (docs/prospects.md): one prospect in detail, and revealing
// the e-mail and phone (prospect/getEmail: one credit, free once the person is paid for, through prospects or an
// alert), configured into the kit's reveal flow.
import { PROSPECTS_MANIFEST, type ProspectDetail, type RevealProspectResponse } from '@leadsignal/contracts';
import { createRevealConfig, createRowApi } from '../../search-kit';

const prospectRows = createRowApi<ProspectDetail, RevealProspectResponse>(PROSPECTS_MANIFEST);

export const useGetProspectByIdQuery = prospectRows.useGetByIdQuery;

/** The kit's reveal flow configured for prospects: the e-mail and the phone. */
export const prospectsReveal = createRevealConfig(PROSPECTS_MANIFEST, prospectRows, (answer) => ({
  email: answer.data ?? null,
  phone: answer.phone ?? null,
  isCreditDeducted: answer.isCreditDeducted,
  paidBy: answer.paidBy ?? null,
  monthlyAvailableCredits: answer.monthlyAvailableCredits,
}));
