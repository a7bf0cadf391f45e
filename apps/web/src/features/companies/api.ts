// The calls only registered companies have besides the kit's (docs/companies.md): one company in detail.
import { COMPANIES_MANIFEST, type CompanyDetail } from '@leadsignal/contracts';
import { createRowApi } from '../../search-kit';

export const useGetCompanyByIdQuery = createRowApi<CompanyDetail>(COMPANIES_MANIFEST).useGetByIdQuery;
