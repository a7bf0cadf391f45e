// Forms: react-hook-form with zod schemas (useZodForm), their fields, and the one form modal.
export { CheckField, FormIds, RadioField, SelectField, TextField, type TextFieldProps } from './fields';
export { FormModal, type FormModalProps } from './FormModal';
export { fieldProblems, required, wholeNumber } from './schemas';
export { serverReason } from './server-reason';
export { useZodForm, type FormSchema, type ZodForm } from './use-zod-form';
