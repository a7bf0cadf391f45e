// /payment/cancel: where the payment provider sends a buyer who left its checkout page without paying.
import { Link } from 'react-router-dom';

export function PaymentCancelPage() {
  return (
    <div className="payment-page">
      <h1 className="h3 mb-3">Payment cancelled</h1>
      <p>You were not charged. You can choose a plan again whenever you like.</p>
      <p>
        <Link to="/pricing">Back to pricing</Link>
      </p>
    </div>
  );
}
