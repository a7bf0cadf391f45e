// The admins' form for one plan (admin.plans): create (POST plans) or edit (PUT plans/:id, only what changed).
// The price is typed in the currency's main unit (149.00) and sent in cents; the contract's schema checks the
// rest, and each refusal is shown under its field. The server's refusals (e.g. a taken name) are shown above.
import {
  createPlanSchema,
  PLAN_KINDS,
  type AdminPlan,
  type CreatePlan,
  type PlanKind,
  type UpdatePlanRequest,
} from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/base-api';
import { notifySuccess } from '../../lib/toast';
import { useCreatePlanMutation, useUpdatePlanMutation } from './api';

export const PLAN_SAVED_TEXT = 'The plan has been saved.';
export const PRICE_PROBLEM = 'Enter a price such as 149.00.';

/** How the form names each kind of plan. */
export const PLAN_KIND_LABELS: Record<PlanKind, string> = {
  pack: 'One-time credit pack',
  subscription: 'Monthly subscription',
};

/** What the form edits, as typed. */
export interface PlanForm {
  kind: PlanKind;
  name: string;
  description: string;
  price: string;
  currency: string;
  credits: string;
  downloadLimit: string;
  sortOrder: string;
  isActive: boolean;
}

type Field = Exclude<keyof CreatePlan, 'isActive'>;
export type PlanProblems = Partial<Record<Field, string>>;

/** What a whole-number field says when its text is not a number at all. */
const NOT_A_NUMBER: Record<'credits' | 'downloadLimit' | 'sortOrder', string> = {
  credits: 'Credits must be a whole number.',
  downloadLimit: 'The download limit must be a whole number.',
  sortOrder: 'The order must be a whole number from 0 to 1000.',
};

/** Clearer words for the schema's limits that carry no message of their own. */
const TOO_BIG: Partial<Record<Field, string>> = {
  priceCents: 'The price must be at most 1,000,000.00.',
  credits: 'Credits must be at most 10,000,000.',
  downloadLimit: 'The download limit must be at most 10,000,000.',
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

function numberOf(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

export function formOf(plan: AdminPlan | null, defaultSortOrder = 0): PlanForm {
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

/** The plan as the contract reads it, or the problem of each refused field. */
export function checkPlanForm(
  form: PlanForm,
): { plan: CreatePlan; problems: null } | { plan: null; problems: PlanProblems } {
  const problems: PlanProblems = {};
  const priceCents = priceToCents(form.price);
  if (priceCents === null) problems.priceCents = PRICE_PROBLEM;
  const whole = (field: keyof typeof NOT_A_NUMBER) => {
    const value = numberOf(form[field]);
    if (value === null) problems[field] = NOT_A_NUMBER[field];
    return value ?? 0;
  };
  const parsed = createPlanSchema.safeParse({
    kind: form.kind,
    name: form.name,
    description: form.description,
    priceCents: priceCents ?? 0,
    currency: form.currency,
    credits: whole('credits'),
    downloadLimit: whole('downloadLimit'),
    sortOrder: whole('sortOrder'),
    isActive: form.isActive,
  });
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    // A field whose text is not even a number keeps that problem; otherwise the first refusal counts.
    if (problems[field]) continue;
    if (field === 'sortOrder') problems.sortOrder = NOT_A_NUMBER.sortOrder;
    else problems[field] = (issue.code === 'too_big' && TOO_BIG[field]) || issue.message;
  }
  if (parsed.success && Object.keys(problems).length === 0) return { plan: parsed.data, problems: null };
  return { plan: null, problems };
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
  const [form, setForm] = useState(() => formOf(plan, defaultSortOrder));
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [createPlan, creating] = useCreatePlanMutation();
  const [updatePlan, updating] = useUpdatePlanMutation();
  const checked = checkPlanForm(form);
  const problems: PlanProblems = submitted ? (checked.problems ?? {}) : {};

  const set =
    <K extends keyof PlanForm>(key: K) =>
    (value: PlanForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!checked.plan) return;
    let saving;
    if (plan) {
      const changes = planChanges(plan, checked.plan);
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      saving = updatePlan({ id: plan.id, changes });
    } else {
      saving = createPlan(checked.plan);
    }
    saving.unwrap().then(
      () => {
        notifySuccess(PLAN_SAVED_TEXT);
        onClose();
      },
      (error: FetchBaseQueryError) => setFailure(errorMessage(error)),
    );
  };

  const title = plan ? `Edit plan "${plan.name}"` : 'New plan';
  return (
    <Modal show onHide={onClose} aria-labelledby="plan-modal-title" centered scrollable>
      <Form noValidate onSubmit={submit} aria-label={title}>
        <Modal.Header closeButton>
          <Modal.Title id="plan-modal-title">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="plan-kind">
            <Form.Label>Kind</Form.Label>
            <Form.Select value={form.kind} onChange={(event) => set('kind')(event.target.value as PlanKind)}>
              {PLAN_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {PLAN_KIND_LABELS[kind]}
                </option>
              ))}
            </Form.Select>
            <Form.Text>
              {form.kind === 'subscription'
                ? 'The credits are a monthly allowance, renewed on the billing day; unused ones do not roll over.'
                : 'The credits are added once, as top-ups that never expire.'}
            </Form.Text>
          </Form.Group>
          <TextField
            id="plan-name"
            label="Name"
            required
            value={form.name}
            problem={problems.name}
            onChange={set('name')}
          />
          <TextField
            id="plan-description"
            label="Description"
            textarea
            value={form.description}
            problem={problems.description}
            onChange={set('description')}
          />
          <TextField
            id="plan-price"
            label="Price"
            inputMode="decimal"
            required
            help="In the currency's main unit, e.g. 149.00."
            value={form.price}
            problem={problems.priceCents}
            onChange={set('price')}
          />
          <TextField
            id="plan-currency"
            label="Currency"
            value={form.currency}
            problem={problems.currency}
            onChange={set('currency')}
          />
          <TextField
            id="plan-credits"
            label={form.kind === 'subscription' ? 'Credits per month' : 'Credits'}
            inputMode="numeric"
            required
            value={form.credits}
            problem={problems.credits}
            onChange={set('credits')}
          />
          <TextField
            id="plan-download-limit"
            label="Download limit"
            inputMode="numeric"
            help="0 means unlimited."
            value={form.downloadLimit}
            problem={problems.downloadLimit}
            onChange={set('downloadLimit')}
          />
          <TextField
            id="plan-sort-order"
            label="Order on the pricing page"
            inputMode="numeric"
            value={form.sortOrder}
            problem={problems.sortOrder}
            onChange={set('sortOrder')}
          />
          <Form.Check
            type="switch"
            id="plan-active"
            label="Shown on the pricing page"
            checked={form.isActive}
            onChange={(event) => set('isActive')(event.target.checked)}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={creating.isLoading || updating.isLoading}>
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
