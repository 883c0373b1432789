import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button, message, Popconfirm, Space } from 'antd';
import { Link } from 'react-router';

export type RowLink = { to: string; label: string; isShown?: boolean };
export type RowRemoval = { title: string; label: string; onConfirm: () => void; testId?: string };

/** A list row's last cell: links to its pages (those the user may open) and a delete asked about first. */
export const RowActions = ({ links, remove }: { links: RowLink[]; remove?: RowRemoval }) => (
  <Space>
    {links
      .filter((link) => link.isShown !== false)
      .map((link) => (
        <Link key={link.to} to={link.to}>
          {link.label}
        </Link>
      ))}
    {remove ? (
      <Popconfirm title={remove.title} onConfirm={remove.onConfirm}>
        <Button type="link" danger size="small" data-testid={remove.testId}>
          {remove.label}
        </Button>
      </Popconfirm>
    ) : null}
  </Space>
);

/** A list's delete call: says it is done and reloads the lists under `queryKey`. */
export const useRemoval = <Id,>(
  remove: (id: Id) => Promise<unknown>,
  { doneText, queryKey }: { doneText: string; queryKey: QueryKey },
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: () => {
      void message.success(doneText);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
};
