// /pricing: the plans on sale, each bought through the payment provider's hosted checkout page, and the
// signed-in user's own orders below them. Admins with admin.plans also manage every plan at the bottom.
// In test mode (no Stripe keys outside production) the page says so and Buy opens a test checkout step that
// completes the order at once; with payments off (no keys in production) the buttons say so before a click.
import {
  formatPrice,
  PERMISSIONS,
  type AdminPlan,
  type Order,
  type PaymentsMode,
  type Plan,
} from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { errorMessage } from '../../lib/base-api';
import { notifySuccess } from '../../lib/toast';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';
import {
  goToCheckout,
  useCheckoutMutation,
  useDeletePlanMutation,
  useListAdminPlansQuery,
  useListOrdersQuery,
  useListPlansQuery,
  useGetPaymentsModeQuery,
} from './api';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PLAN_KIND_LABELS, PlanModal } from './PlanModal';
import { formatDateTime, formatNumber } from '../../lib/format';
import { actionsColumn } from '../../components/RowActions';
import { PageHeader } from '../../components/PageHeader';

export function downloadLimitText(limit: number): string {
  return limit === 0 ? 'Unlimited downloads' : `Downloads of up to ${formatNumber(limit)} rows`;
}

/** "500 credits every month" for a subscription, "500 credits, one-time" for a pack. */
export function planCreditsText(plan: Pick<Plan, 'kind' | 'credits'>): string {
  const credits = `${formatNumber(plan.credits)} credits`;
  return plan.kind === 'subscription' ? `${credits} every month` : `${credits}, one-time`;
}

/** What a plan's button says: its plan, or why it cannot be bought here. */
function buyLabel(plan: Plan, mode: PaymentsMode, buying: string | null): string {
  if (mode === 'off') return 'Payments are off';
  if (buying === plan.id) return mode === 'test' ? 'Completing test payment...' : 'Redirecting...';
  return mode === 'test' ? `Buy ${plan.name} (test mode)` : `Buy ${plan.name}`;
}

function PlanCard(props: { plan: Plan; mode: PaymentsMode; buying: string | null; onBuy: (plan: Plan) => void }) {
  const { plan, mode, buying, onBuy } = props;
  return (
    <Card className="h-100">
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h5">
          {plan.name}
        </Card.Title>
        <p className="display-6 mb-3">
          {formatPrice(plan.priceCents, plan.currency)}
          {plan.kind === 'subscription' && <span className="fs-5 text-secondary">/month</span>}
        </p>
        <ul className="list-unstyled mb-3">
          <li>{planCreditsText(plan)}</li>
          <li>{downloadLimitText(plan.downloadLimit)}</li>
        </ul>
        <Card.Text className="text-secondary flex-grow-1">{plan.description}</Card.Text>
        <Button disabled={buying !== null || mode === 'off'} onClick={() => onBuy(plan)}>
          {buyLabel(plan, mode, buying)}
        </Button>
      </Card.Body>
    </Card>
  );
}

function Plans() {
  const { data: plans, isLoading, isError } = useListPlansQuery();
  const { data: mode = 'stripe' } = useGetPaymentsModeQuery();
  const [checkout] = useCheckoutMutation();
  // Test mode: the plan whose test checkout step is open.
  const [testing, setTesting] = useState<Plan | null>(null);
  // The plan whose checkout is being created or opened; every Buy button waits until the page is left.
  const [buying, setBuying] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Coming back from the provider with the browser's Back button may restore this page as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBuying(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const buy = (plan: Plan) => {
    setTesting(null);
    setBuying(plan.id);
    setFailure(null);
    checkout({ planId: plan.id })
      .unwrap()
      .then(
        ({ url }) => goToCheckout(url),
        (error: FetchBaseQueryError) => {
          setBuying(null);
          setFailure(errorMessage(error));
        },
      );
  };

  if (isLoading) return <p role="status">Loading...</p>;
  // The base query has already told the user why the list failed.
  if (isError) return <p className="text-secondary">The plans could not be loaded.</p>;
  if (!plans?.length) return <p className="text-secondary">No plans are available right now.</p>;
  return (
    <>
      {mode === 'test' && (
        <Alert variant="warning" role="note">
          <strong>Test mode.</strong> Payments are not set up on this server, so buying a plan completes at once without
          charging anything: the plan&apos;s credits are added as if it had been paid. Set Stripe&apos;s keys to take
          real payments.
        </Alert>
      )}
      {mode === 'off' && (
        <Alert variant="secondary" role="note">
          Payments are off on this server, so plans cannot be bought right now. Ask your administrator.
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Row xs={1} md={2} lg={3} className="g-3 mb-4">
        {plans.map((plan) => (
          <Col key={plan.id}>
            <PlanCard plan={plan} mode={mode} buying={buying} onBuy={mode === 'test' ? setTesting : buy} />
          </Col>
        ))}
      </Row>
      <ConfirmModal
        show={testing !== null}
        title="Test checkout"
        message={
          testing && (
            <>
              <p className="mb-2">
                <strong>Test mode: no card is charged and no money moves.</strong>
              </p>
              <p className="mb-0">
                {testing.name}, {formatPrice(testing.priceCents, testing.currency)}
                {testing.kind === 'subscription' ? '/month' : ''}: {planCreditsText(testing)}. Completing this test
                payment adds the plan&apos;s credits to your account as a real payment would.
              </p>
            </>
          )
        }
        confirmLabel="Complete test payment"
        busy={buying !== null}
        onConfirm={() => testing && buy(testing)}
        onCancel={() => setTesting(null)}
      />
    </>
  );
}

const ORDER_COLUMNS: DataTableColumn<Order>[] = [
  { id: 'date', header: 'Date', cell: (order) => formatDateTime(order.createdOn) },
  { id: 'plan', header: 'Plan', cell: (order) => order.planName },
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-end',
    cell: (order) => formatPrice(order.amountCents, order.currency),
  },
  {
    id: 'credits',
    header: 'Credits',
    className: 'text-end',
    cell: (order) => formatNumber(order.credits),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => (
      <>
        <OrderStatusBadge status={order.status} />
        {order.testMode && (
          <Badge bg="warning" text="dark" className="ms-1">
            Test
          </Badge>
        )}
      </>
    ),
  },
];

function Orders() {
  const { data: orders, isLoading } = useListOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className="h4 mb-3">
        Your orders
      </h2>
      <DataTable
        id="orders"
        label="Your orders"
        columns={ORDER_COLUMNS}
        rows={orders ?? []}
        loading={isLoading}
        emptyText="You have not bought anything yet."
      />
    </section>
  );
}

const MAX_SORT_ORDER = 1000;

/** The admins' list of every plan (admin.plans), hidden ones too, in the order of the pricing page. */
function ManagePlans() {
  const { data: plans, isLoading } = useListAdminPlansQuery();
  // undefined: closed; null: a new plan.
  const [editing, setEditing] = useState<AdminPlan | null | undefined>(undefined);
  const [deletePlan, { isLoading: deleting }] = useDeletePlanMutation();
  const remove = (plan: AdminPlan) => {
    if (!window.confirm(`Delete the plan ${plan.name}? Plans that were ordered stay; hide them instead.`)) return;
    deletePlan(plan.id)
      .unwrap()
      .then(
        () => notifySuccess(`Plan ${plan.name} deleted.`),
        () => undefined,
      );
  };
  // A new plan goes after the last one unless the admin says otherwise.
  const nextSortOrder = Math.min(MAX_SORT_ORDER, Math.max(-1, ...(plans ?? []).map((plan) => plan.sortOrder)) + 1);

  const columns: DataTableColumn<AdminPlan>[] = [
    { id: 'name', header: 'Name', cell: (plan) => plan.name },
    { id: 'kind', header: 'Kind', cell: (plan) => PLAN_KIND_LABELS[plan.kind] },
    {
      id: 'price',
      header: 'Price',
      className: 'text-end',
      cell: (plan) => formatPrice(plan.priceCents, plan.currency),
    },
    { id: 'credits', header: 'Credits', className: 'text-end', cell: (plan) => formatNumber(plan.credits) },
    {
      id: 'downloadLimit',
      header: 'Download limit',
      className: 'text-end',
      cell: (plan) => (plan.downloadLimit === 0 ? 'Unlimited' : formatNumber(plan.downloadLimit)),
    },
    {
      id: 'shown',
      header: 'Shown',
      cell: (plan) => (plan.isActive ? <Badge bg="success">Shown</Badge> : <Badge bg="secondary">Hidden</Badge>),
    },
    { id: 'order', header: 'Order', className: 'text-end', cell: (plan) => plan.sortOrder },
    actionsColumn((plan) => [
      { label: 'Edit', ariaLabel: `Edit plan ${plan.name}`, onClick: () => setEditing(plan) },
      {
        label: 'Delete',
        ariaLabel: `Delete plan ${plan.name}`,
        variant: 'danger',
        disabled: deleting,
        onClick: () => remove(plan),
      },
    ]),
  ];

  return (
    <section aria-labelledby="manage-plans-title" className="mt-4">
      <PageHeader id="manage-plans-title" title="Manage plans" level={2}>
        <Button variant="primary" disabled={isLoading} onClick={() => setEditing(null)}>
          New plan
        </Button>
      </PageHeader>
      <DataTable
        id="admin-plans"
        label="All plans"
        columns={columns}
        rows={plans ?? []}
        loading={isLoading}
        emptyText="There are no plans yet."
      />
      {editing !== undefined && (
        <PlanModal plan={editing} defaultSortOrder={nextSortOrder} onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}

export function PricingPage() {
  const permissions = useAppSelector(selectAllowedPermissions);
  const canManagePlans = permissions.includes(PERMISSIONS.adminPlans);
  // Orders are the billing permission's (buying credits): without it they are neither shown nor asked for.
  const canBuy = permissions.includes(PERMISSIONS.billing);
  return (
    <div className="pricing-page">
      <h1 className="h3 mb-3">Pricing</h1>
      <Plans />
      {canBuy && <Orders />}
      {canManagePlans && <ManagePlans />}
    </div>
  );
}
