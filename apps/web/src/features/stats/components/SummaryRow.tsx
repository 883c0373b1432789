import { Table, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A table's total row, bold, kept in view under a scrolling body. The first cell is its label. */
export const SummaryRow = ({ cells }: { cells: ReactNode[] }) => (
  <Table.Summary fixed>
    <Table.Summary.Row data-testid="stat-total">
      {cells.map((cell, index) => (
        <Table.Summary.Cell key={index} index={index} align={index === 0 ? 'left' : 'right'}>
          <Typography.Text strong>{cell}</Typography.Text>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  </Table.Summary>
);
