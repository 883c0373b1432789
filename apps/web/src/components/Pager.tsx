import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageCount, pagerFooter, pagerItems } from './pager';

type Props = { pageNo: number; pageSize: number; total: number; onChange: (pageNo: number) => void };

/** The pager of spec 001 §4/§9: 0-based page numbers in events, 1-based on screen, edge entries and ellipses. */
export const Pager = ({ pageNo, pageSize, total, onChange }: Props) => {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const current = Math.min(pageNo, pages - 1);
  return (
    <Space
      className="fl-pager"
      wrap
      style={{ justifyContent: 'flex-end', width: '100%', padding: '12px 0' }}
      data-testid="pager"
    >
      <Typography.Text type="secondary" data-testid="pager-info">
        {pagerFooter(t, total, current + 1, pageSize)}
      </Typography.Text>
      <Button
        size="small"
        icon={<LeftOutlined />}
        aria-label={t('kit.pager.prev')}
        disabled={current <= 0}
        onClick={() => onChange(current - 1)}
      />
      {pagerItems(current, pages).map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={item.page}
            size="small"
            type={item.page === current ? 'primary' : 'default'}
            aria-current={item.page === current ? 'page' : undefined}
            onClick={() => onChange(item.page)}
          >
            {item.page + 1}
          </Button>
        ),
      )}
      <Button
        size="small"
        icon={<RightOutlined />}
        aria-label={t('kit.pager.next')}
        disabled={current >= pages - 1}
        onClick={() => onChange(current + 1)}
      />
    </Space>
  );
};
