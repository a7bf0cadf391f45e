// /payment/success?order=<id>: where checkout sends the buyer back (Stripe's hosted page, or at once in test
// mode). The provider confirms the payment to the API separately (payment/webhook), so the order may still be
// pending: it is polled until it is paid (or no longer pending), then the user's credits in the header are
// fetched again. The heading says what happened to the order; without `order` the newest order is described.
import type { Order } from '@leadsignal/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router-dom';
import { baseApi, errorStatus } from '../../lib/base-api';
import { useAppDispatch } from '../../stores/hooks';
import { useGetOrderQuery, useListOrdersQuery } from './api';
import { formatNumber } from '../../lib/format';

export const PAYMENT_POLL_MS = 2000;

function Confirming() {
  return (
    <div role="status" className="d-flex align-items-center mb-3">
      <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
      We are confirming your payment…
    </div>
  );
}

/** The order the page is about: the one named by `?order=`, else the newest; polled while pending. */
function useOrder(orderId: string | null): { order?: Order; isLoading: boolean; isError: boolean; notFound: boolean } {
  const named = useGetOrderQuery(orderId ?? '', { skip: !orderId, refetchOnMountOrArgChange: true });
  const newest = useListOrdersQuery(undefined, { skip: !!orderId, refetchOnMountOrArgChange: true });
  const current = orderId ? named : newest;
  const order = orderId ? named.data : newest.data?.[0];
  // A second subscription carries the polling, so the interval starts and stops with `polling`. A failed
  // call stops it too: one failure every 2 s would bury the page.
  const polling = order?.status === 'pending' && !current.isError;
  const interval = polling ? PAYMENT_POLL_MS : 0;
  useGetOrderQuery(orderId ?? '', { skip: !orderId || !polling, pollingInterval: interval });
  useListOrdersQuery(undefined, { skip: !!orderId || !polling, pollingInterval: interval });
  const notFound = orderId
    ? named.isError && named.error !== undefined && 'status' in named.error && errorStatus(named.error) === 404
    : newest.isSuccess && !order;
  return { order, isLoading: current.isLoading, isError: current.isError && !notFound, notFound };
}

export function PaymentSuccessPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const { order, isLoading, isError, notFound } = useOrder(orderId);
  const paid = order?.status === 'paid';

  const refreshed = useRef(false);
  useEffect(() => {
    if (!paid || refreshed.current) return;
    refreshed.current = true;
    dispatch(baseApi.util.invalidateTags(['Me']));
  }, [paid, dispatch]);

  let title = 'Your payment';
  let outcome: ReactNode;
  if (isLoading) outcome = <Confirming />;
  else if (notFound) {
    title = 'No payment found';
    outcome = orderId ? (
      <p>This order was not found in your account, so nothing was charged for it.</p>
    ) : (
      <p>No payment was found.</p>
    );
  } else if (isError || !order) {
    outcome = <p>Your payment could not be checked right now. See your orders for its status.</p>;
  } else if (order.status === 'pending') {
    title = 'Confirming your payment';
    outcome = <Confirming />;
  } else if (paid) {
    title = 'Thank you';
    outcome = (
      <>
        <Alert variant="success">
          {`Payment received: ${formatNumber(order.credits)} credits have been added to your account.`}
        </Alert>
        {order.testMode && (
          <p role="note">
            <Badge bg="warning" text="dark" className="me-2">
              Test mode
            </Badge>
            This was a test payment: no card was charged and no money moved.
          </p>
        )}
      </>
    );
  } else {
    title = 'Checkout expired';
    outcome = <p>Your last checkout expired before it was paid, so you were not charged.</p>;
  }

  return (
    <div className="payment-page">
      <h1 className="h3 mb-3">{title}</h1>
      {outcome}
      <p className="d-flex gap-3">
        <Link to="/alerts">Back to alerts</Link>
        <Link to="/pricing">See your orders</Link>
      </p>
    </div>
  );
}
