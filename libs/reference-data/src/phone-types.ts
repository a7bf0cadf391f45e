import type { Option } from './option';

export const PHONE_TYPES = [
  { value: 'any_phone', label: 'Any Phone' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'fixed_line', label: 'Fixed Line' },
  { value: 'fixed_line_or_mobile', label: 'Fixed Line or Mobile' },
  { value: 'toll_free', label: 'Toll Free' },
  { value: 'personal_number', label: 'Personal Number' },
  { value: 'voicemail', label: 'Voicemail' },
  { value: 'voip', label: 'VoIP' },
  { value: 'uan', label: 'UAN' },
  { value: 'shared_cost', label: 'Shared Cost' },
  { value: 'premium_rate', label: 'Premium Rate' },
] as const satisfies readonly Option[];

export type PhoneType = (typeof PHONE_TYPES)[number]['value'];
