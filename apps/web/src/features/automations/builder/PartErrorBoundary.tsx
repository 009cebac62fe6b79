import Alert from '@mui/material/Alert';
import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Keeps a broken condition or action form (say, a saved rule whose values no editor knows) from
 * taking the whole builder down: the drawer shows 'Something went wrong.' instead (part 2 §8).
 * Mounted afresh with each form, so opening another part tries again.
 */
export class PartErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Alert severity="error">{AUTOMATION_MESSAGES.boundary}</Alert> : this.props.children;
  }
}
