// /payment/success: where the payment provider sends the buyer back. The provider confirms the payment to
// the API separately (payment/webhook), so the newest order may still be pending: it is polled until it is
// paid (or no longer pending), then the user's credits in the header are fetched again.
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { baseApi } from '../../lib/base-api';
import { useAppDispatch } from '../../stores/hooks';
import { useListOrdersQuery } from './api';
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

export function PaymentSuccessPage() {
  const dispatch = useAppDispatch();
  const { data: orders, isLoading, isError } = useListOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  const newest = orders?.[0];
  const pending = newest?.status === 'pending';
  const paid = newest?.status === 'paid';
  // A second subscription carries the polling, so the interval starts and stops with `polling`. A failed
  // call stops it too: each failure is toasted, and one every 2 s would bury the page.
  const polling = pending && !isError;
  useListOrdersQuery(undefined, { skip: !polling, pollingInterval: polling ? PAYMENT_POLL_MS : 0 });

  const refreshed = useRef(false);
  useEffect(() => {
    if (!paid || refreshed.current) return;
    refreshed.current = true;
    dispatch(baseApi.util.invalidateTags(['Me']));
  }, [paid, dispatch]);

  let outcome;
  if (isLoading) outcome = <Confirming />;
  // The base query has already told the user why the orders could not be read.
  else if (isError) outcome = <p>Your payment could not be checked right now. See your orders for its status.</p>;
  else if (!newest) outcome = <p>No payment was found.</p>;
  else if (pending) outcome = <Confirming />;
  else if (paid)
    outcome = (
      <Alert variant="success">
        {`Payment received: ${formatNumber(newest.credits)} credits have been added to your account.`}
      </Alert>
    );
  else outcome = <p>Your last checkout expired before it was paid, so you were not charged.</p>;

  return (
    <div className="payment-page">
      <h1 className="h3 mb-3">Thank you</h1>
      {outcome}
      <p className="d-flex gap-3">
        <Link to="/alerts">Back to alerts</Link>
        <Link to="/pricing">See your orders</Link>
      </p>
    </div>
  );
}
