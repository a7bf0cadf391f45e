import type { Option } from './option';

/** Trigger-event types. Values are the API's, spelling included ("earning_performance_dividens"). */
export const EVENT_TYPES = [
  { value: 'real_estate', label: 'Real Estate' },
  { value: 'personnel', label: 'Personnel' },
  { value: 'investment_financing', label: 'Investment & Financing' },
  { value: 'products_and_services', label: 'Products & Services' },
  { value: 'partnerships_and_joint_ventures', label: 'Partnerships & Joint Ventures' },
  { value: 'legal_issues', label: 'Legal Issues' },
  { value: 'mergers_and_acquisitions', label: 'Mergers & Acquisitions' },
  { value: 'earning_performance_dividens', label: 'Earnings, Performance & Dividends' },
  { value: 'awards', label: 'Awards' },
  { value: 'corporate_expansion', label: 'Corporate Expansion' },
  { value: 'competitive_intelligence', label: 'Competitive Intelligence' },
  { value: 'funding', label: 'Funding' },
] as const satisfies readonly Option[];

export type EventType = (typeof EVENT_TYPES)[number]['value'];
