// /pricing: the plans on sale, each bought through the payment provider's hosted checkout page, and the
// signed-in user's own orders below them.
import { formatPrice, type Order, type Plan } from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { errorMessage } from '../../lib/base-api';
import { goToCheckout, useCheckoutMutation, useListOrdersQuery, useListPlansQuery } from './api';
import { OrderStatusBadge } from './OrderStatusBadge';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function downloadLimitText(limit: number): string {
  return limit === 0 ? 'Unlimited downloads' : `Downloads of up to ${limit.toLocaleString('en-US')} rows`;
}

function PlanCard(props: { plan: Plan; buying: string | null; onBuy: (plan: Plan) => void }) {
  const { plan, buying, onBuy } = props;
  return (
    <Card className="h-100">
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h5">
          {plan.name}
        </Card.Title>
        <p className="display-6 mb-3">{formatPrice(plan.priceCents, plan.currency)}</p>
        <ul className="list-unstyled mb-3">
          <li>{`${plan.credits.toLocaleString('en-US')} credits`}</li>
          <li>{downloadLimitText(plan.downloadLimit)}</li>
        </ul>
        <Card.Text className="text-secondary flex-grow-1">{plan.description}</Card.Text>
        <Button disabled={buying !== null} onClick={() => onBuy(plan)}>
          {buying === plan.id ? 'Redirecting...' : `Buy ${plan.name}`}
        </Button>
      </Card.Body>
    </Card>
  );
}

function Plans() {
  const { data: plans, isLoading, isError } = useListPlansQuery();
  const [checkout] = useCheckoutMutation();
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
      {failure && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Row xs={1} md={2} lg={3} className="g-3 mb-4">
        {plans.map((plan) => (
          <Col key={plan.id}>
            <PlanCard plan={plan} buying={buying} onBuy={buy} />
          </Col>
        ))}
      </Row>
    </>
  );
}

const ORDER_COLUMNS: DataTableColumn<Order>[] = [
  { id: 'date', header: 'Date', cell: (order) => dateFormat.format(new Date(order.createdOn)) },
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
    cell: (order) => order.credits.toLocaleString('en-US'),
  },
  { id: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
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

export function PricingPage() {
  return (
    <div className="pricing-page">
      <h1 className="h3 mb-3">Pricing</h1>
      <Plans />
      <Orders />
    </div>
  );
}
