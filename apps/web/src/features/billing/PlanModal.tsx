// The admins' form for one plan (admin.plans): create (POST plans) or edit (PUT plans/:id, only what changed).
// The price is typed in the currency's main unit (149.00) and sent in cents; the contract's schema checks the
// rest (planFormSchema), and each refusal is shown under its field. The server's refusals (e.g. a taken name)
// are shown above.
import {
  createPlanSchema,
  PLAN_KINDS,
  type AdminPlan,
  type CreatePlan,
  type PlanKind,
  type UpdatePlanRequest,
} from '@leadsignal/contracts';
import { z } from 'zod';
import { CheckField, FormModal, SelectField, serverReason, TextField, wholeNumber } from '../../components/forms';
import { notifySuccess } from '../../lib/toast';
import { useCreatePlanMutation, useUpdatePlanMutation } from './api';

export const PLAN_SAVED_TEXT = 'The plan has been saved.';
export const PRICE_PROBLEM = 'Enter a price such as 149.00.';

/** How the form names each kind of plan. */
export const PLAN_KIND_LABELS: Record<PlanKind, string> = {
  pack: 'One-time credit pack',
  subscription: 'Monthly subscription',
};

/** "149", "149.5" or "149.00" in cents (14900, 14950, 14900); null for anything else. */
export function priceToCents(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the form shows them: 14900 → "149.00". */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

const plan = createPlanSchema.shape;
const SORT_ORDER_PROBLEM = 'The order must be a whole number from 0 to 1000.';

/** The contract's plan, typed as text: the price in the main unit, whole numbers with words for what is wrong. */
export const planFormSchema = z
  .object({
    kind: plan.kind.unwrap(),
    name: plan.name,
    description: plan.description.unwrap(),
    price: z
      .string()
      .transform(priceToCents)
      .refine((cents) => cents !== null, PRICE_PROBLEM)
      .pipe(z.number().max(100_000_000, 'The price must be at most 1,000,000.00.').pipe(plan.priceCents)),
    currency: plan.currency.unwrap(),
    credits: wholeNumber(
      'Credits must be a whole number.',
      z.number().max(10_000_000, 'Credits must be at most 10,000,000.').pipe(plan.credits),
      true,
    ),
    downloadLimit: wholeNumber(
      'The download limit must be a whole number.',
      z.number().max(10_000_000, 'The download limit must be at most 10,000,000.').pipe(plan.downloadLimit),
      true,
    ),
    sortOrder: wholeNumber(SORT_ORDER_PROBLEM, z.number().max(1000, SORT_ORDER_PROBLEM).pipe(plan.sortOrder.unwrap())),
    isActive: z.boolean(),
  })
  .transform(({ price, ...rest }): CreatePlan => ({ ...rest, priceCents: price }));

/** The form's values for a plan, or for a new one. */
export function formOf(plan: AdminPlan | null, defaultSortOrder = 0): z.input<typeof planFormSchema> {
  if (!plan) {
    return {
      kind: 'pack',
      name: '',
      description: '',
      price: '',
      currency: 'usd',
      credits: '',
      downloadLimit: '0',
      sortOrder: String(defaultSortOrder),
      isActive: true,
    };
  }
  return {
    kind: plan.kind,
    name: plan.name,
    description: plan.description,
    price: centsToPrice(plan.priceCents),
    currency: plan.currency,
    credits: String(plan.credits),
    downloadLimit: String(plan.downloadLimit),
    sortOrder: String(plan.sortOrder),
    isActive: plan.isActive,
  };
}

/** What an edit changes: the fields that differ from the plan as it was. */
export function planChanges(before: AdminPlan, after: CreatePlan): UpdatePlanRequest {
  const changes: UpdatePlanRequest = {};
  for (const key of Object.keys(after) as (keyof CreatePlan)[]) {
    if (after[key] !== before[key]) Object.assign(changes, { [key]: after[key] });
  }
  return changes;
}

export interface PlanModalProps {
  /** null: a new plan. */
  plan: AdminPlan | null;
  /** The order a new plan starts with (e.g. after the last plan). */
  defaultSortOrder?: number;
  onClose: () => void;
}

export function PlanModal({ plan, defaultSortOrder, onClose }: PlanModalProps) {
  const [createPlan] = useCreatePlanMutation();
  const [updatePlan] = useUpdatePlanMutation();
  const title = plan ? `Edit plan "${plan.name}"` : 'New plan';
  return (
    <FormModal
      id="plan"
      title={title}
      label={title}
      scrollable
      onHide={onClose}
      schema={planFormSchema}
      defaultValues={formOf(plan, defaultSortOrder)}
      onSubmit={async (values) => {
        if (plan) {
          const changes = planChanges(plan, values);
          if (Object.keys(changes).length === 0) return onClose();
        }
        const outcome = plan
          ? await updatePlan({ id: plan.id, changes: planChanges(plan, values) })
          : await createPlan(values);
        if ('error' in outcome) return serverReason(outcome.error);
        notifySuccess(PLAN_SAVED_TEXT);
        onClose();
      }}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="kind"
            label="Kind"
            options={PLAN_KINDS.map((kind) => ({ value: kind, label: PLAN_KIND_LABELS[kind] }))}
            hint={
              form.watch('kind') === 'subscription'
                ? 'The credits are a monthly allowance, renewed on the billing day; unused ones do not roll over.'
                : 'The credits are added once, as top-ups that never expire.'
            }
          />
          <TextField form={form} name="name" label="Name" required />
          <TextField form={form} name="description" label="Description" rows={2} />
          <TextField
            form={form}
            name="price"
            label="Price"
            inputMode="decimal"
            required
            hint="In the currency's main unit, e.g. 149.00."
          />
          <TextField form={form} name="currency" label="Currency" />
          <TextField
            form={form}
            name="credits"
            label={form.watch('kind') === 'subscription' ? 'Credits per month' : 'Credits'}
            inputMode="numeric"
            required
          />
          <TextField
            form={form}
            name="downloadLimit"
            id="plan-download-limit"
            label="Download limit"
            inputMode="numeric"
            hint="0 means unlimited."
          />
          <TextField
            form={form}
            name="sortOrder"
            id="plan-sort-order"
            label="Order on the pricing page"
            inputMode="numeric"
          />
          <CheckField form={form} name="isActive" id="plan-active" label="Shown on the pricing page" type="switch" />
        </>
      )}
    </FormModal>
  );
}
