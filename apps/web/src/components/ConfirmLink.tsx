import { Button } from 'antd';
import type { ReactNode } from 'react';
import { withConfirm } from './confirm-dialog';

/**
 * A row's action as a small link button that asks `confirm` first, then runs `onConfirm`: a call that reports its own
 * failure (a mutation's error message), so a failure is not thrown again here. `danger` colours the button and the OK.
 */
export const ConfirmLink = ({
  label,
  confirm,
  onConfirm,
  danger = false,
  disabled,
  testId,
}: {
  label: ReactNode;
  confirm: ReactNode;
  onConfirm: () => Promise<unknown>;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}) => (
  <Button
    type="link"
    danger={danger}
    size="small"
    disabled={disabled}
    onClick={() => void withConfirm({ content: confirm, danger }, () => onConfirm().catch(() => undefined))}
    data-testid={testId}
  >
    {label}
  </Button>
);
