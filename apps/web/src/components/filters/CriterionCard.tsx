// An enabled criterion: a card titled by its (checked) toggle, with the criterion's input inside.
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { CheckboxCriterion } from './CheckboxCriterion';

export interface CriterionCardProps {
  id: string;
  name: string;
  /** Unticking the title's checkbox switches the criterion off. */
  onDisable: () => void;
  children: ReactNode;
}

export function CriterionCard({ id, name, onDisable, children }: CriterionCardProps) {
  return (
    <Card as="section" className="criterion-card" role="group" aria-label={name}>
      <Card.Header className="criterion-card-header">
        <CheckboxCriterion
          id={id}
          name={name}
          checked
          onChange={(checked) => !checked && onDisable()}
          className="mb-0"
        />
      </Card.Header>
      <Card.Body className="criterion-card-body">{children}</Card.Body>
    </Card>
  );
}
