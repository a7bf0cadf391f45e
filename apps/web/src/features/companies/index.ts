// What other features use of registered companies: a company list's members (/updateList).
export { companyList } from './company-list';
