import type { BindingStatus } from '@fireline/shared';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Input, message, Modal, Spin, Tabs, Tag, Typography } from 'antd';
import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/en-US';
import { fetchBindingCandidates, requestBindings } from '../api';
import { bindingKeys } from '../keys';

const PAGE_SIZE = 20;
/** The list asks for the next page when scrolled this close to its bottom (px). */
const BOTTOM_SLACK = 24;

type Props = {
  /** The binding organisation (centre, maintenance company, authority) the units are asked to bind to. */
  companyId: number;
  open: boolean;
  onClose: () => void;
  /** After the requests were sent. */
  onApplied: () => void;
};

/**
 * The binding dialog (spec 000 §5, 001 §9): 765 × 555, tabs networked units (0) and networked individuals (1), a name
 * search, the list loaded page by page when scrolled to its bottom. Units bound or in process cannot be ticked; Apply
 * stays disabled until one is ticked and sends POST bind/info with the ticked units.
 */
export const BindingDialog = ({ companyId, open, onClose, onApplied }: Props) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<0 | 1>(0);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const pages = useInfiniteQuery({
    queryKey: bindingKeys.candidates(companyId, tab, keyword),
    queryFn: ({ pageParam }) =>
      fetchBindingCandidates({
        company_id: companyId,
        tab,
        company_name: keyword || undefined,
        page_no: pageParam,
        page_size: PAGE_SIZE,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.total ? all.length : undefined),
    enabled: open,
  });
  const apply = useMutation({
    mutationFn: () => requestBindings({ company_id: companyId, cared_ids: selected }),
    onSuccess: () => {
      void message.success(t('district.binding.dialog.sent'));
      setSelected([]);
      onApplied();
    },
  });
  const rows = pages.data?.pages.flatMap((page) => page.list) ?? [];

  const loadMoreAtBottom = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight < box.scrollHeight - BOTTOM_SLACK) return;
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  const toggle = (id: number, isTicked: boolean) =>
    setSelected((current) => (isTicked ? [...current, id] : current.filter((item) => item !== id)));

  return (
    <Modal
      open={open}
      width={765}
      title={t('district.binding.dialog.title')}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { height: 555, display: 'flex', flexDirection: 'column' } }}
      footer={[
        <Typography.Text key="count" type="secondary" style={{ marginRight: 16 }}>
          {t('district.binding.dialog.selected', { count: selected.length })}
        </Typography.Text>,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="apply"
          type="primary"
          disabled={selected.length === 0}
          loading={apply.isPending}
          onClick={() => apply.mutate()}
          data-testid="binding-apply"
        >
          {t('district.binding.dialog.apply')}
        </Button>,
      ]}
    >
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => setTab(Number(key) as 0 | 1)}
        items={[0, 1].map((key) => ({
          key: String(key),
          label: t(`district.binding.dialog.tab.${key}` as MessageKey),
        }))}
      />
      <Input.Search
        allowClear
        maxLength={50}
        placeholder={t('district.binding.dialog.search')}
        onSearch={(value) => setKeyword(value.trim())}
        data-testid="binding-search"
      />
      <div style={{ flex: 1, overflowY: 'auto', marginTop: 12 }} onScroll={loadMoreAtBottom} data-testid="binding-list">
        {rows.map((row) => (
          <div
            key={row.company_id}
            style={{
              display: 'flex',
              alignItems: 'center',
              padding: '6px 0',
              borderBottom: '1px solid rgba(5,5,5,0.06)',
            }}
          >
            <Checkbox
              checked={row.status === 1 || selected.includes(row.company_id)}
              disabled={row.status === 1}
              onChange={(event) => toggle(row.company_id, event.target.checked)}
              data-testid={`binding-pick-${row.company_id}`}
            >
              {row.name}
            </Checkbox>
            {row.stu !== null && (
              <Tag style={{ marginLeft: 'auto' }}>
                {t(`district.binding.stu.${row.stu as BindingStatus}` as MessageKey)}
              </Tag>
            )}
          </div>
        ))}
        {pages.isFetching && <Spin style={{ display: 'block', margin: 12 }} />}
        {!pages.isFetching && rows.length === 0 && <Empty description={t('district.binding.dialog.empty')} />}
      </div>
    </Modal>
  );
};
