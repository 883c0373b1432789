import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * The head card of a task's detail page (maintenance and repair tasks): the task's name, the steps the caller may take
 * now (`actions`, shown once the task is loaded) and its fields with who did each step and when.
 */
export const TaskHeadCard = ({
  title,
  loading,
  testId,
  actions,
  children,
}: {
  title: ReactNode;
  loading: boolean;
  testId: string;
  actions: ReactNode;
  children: ReactNode;
}) => (
  <Card title={title} loading={loading} data-testid={testId} extra={actions && <Space wrap>{actions}</Space>}>
    {children}
  </Card>
);

/** The assign step: a picker of the person the task goes to and the button that sends it to them. */
export const AssignStep = ({
  picker,
  canAssign,
  loading,
  onAssign,
  label,
  testId,
}: {
  picker: ReactNode;
  canAssign: boolean;
  loading?: boolean;
  onAssign: () => void;
  label: string;
  testId: string;
}) => (
  <Space.Compact>
    {picker}
    <Button disabled={!canAssign} loading={loading} onClick={onAssign} data-testid={testId}>
      {label}
    </Button>
  </Space.Compact>
);
