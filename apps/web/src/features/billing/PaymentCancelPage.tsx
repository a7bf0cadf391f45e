// /payment/cancel?order=<id>: where the payment provider sends a buyer who left its checkout page without
// paying. With an order it says what became of that order (a payment can still have gone through, e.g. in
// another tab); without one, that nothing was charged.
import { Link, useSearchParams } from 'react-router-dom';
import { useGetOrderQuery } from './api';
import { formatNumber } from '../../lib/format';

export function PaymentCancelPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const {
    data: order,
    isLoading,
    isError,
  } = useGetOrderQuery(orderId ?? '', {
    skip: !orderId,
    refetchOnMountOrArgChange: true,
  });

  let title = 'Payment cancelled';
  let text = 'You were not charged. You can choose a plan again whenever you like.';
  if (orderId && isLoading) text = 'Checking your order…';
  else if (orderId && isError) text = 'This order was not found in your account, so nothing was charged for it.';
  else if (order?.status === 'paid') {
    title = 'Payment received';
    text = `Your ${order.planName} order was paid after all: ${formatNumber(order.credits)} credits have been added to your account.`;
  } else if (order) {
    text = `Your ${order.planName} order was not paid, so you were not charged. You can choose a plan again whenever you like.`;
  }

  return (
    <div className="payment-page">
      <h1 className="h3 mb-3">{title}</h1>
      <p role={orderId && isLoading ? 'status' : undefined}>{text}</p>
      <p>
        <Link to="/pricing">Back to pricing</Link>
      </p>
    </div>
  );
}
