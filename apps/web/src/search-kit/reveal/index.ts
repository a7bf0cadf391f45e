// The reveal flow shared by every kind that reveals contact details (reveal.ts).
export { createRevealConfig } from './kind-reveal';
export {
  RevealContext,
  type RevealAnswer,
  type RevealConfig,
  type RevealedContact,
  type RevealState,
  type RevealTarget,
} from './reveal';
export { RevealCell, type RevealCellProps } from './RevealCell';
export { REVEAL_COST_MESSAGE, REVEAL_NO_CREDIT_TITLE, useRevealFlow, type RevealFlow } from './use-reveal-flow';
