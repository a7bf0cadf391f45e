// An order's status as a coloured badge: Paid (green), Pending (yellow), Expired (grey).
import type { OrderStatus } from '@leadsignal/contracts';
import Badge from 'react-bootstrap/Badge';

const BADGES: Record<OrderStatus, { label: string; bg: string; text?: 'dark' }> = {
  paid: { label: 'Paid', bg: 'success' },
  pending: { label: 'Pending', bg: 'warning', text: 'dark' },
  expired: { label: 'Expired', bg: 'secondary' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const badge = BADGES[status];
  return (
    <Badge bg={badge.bg} text={badge.text}>
      {badge.label}
    </Badge>
  );
}
