import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router';
import { usePageHeading } from '../lib/page-title';

type Props = { section?: { title: string; to: string } };

/** The page's header: breadcrumb back to its area and list, and its title (the browser tab shows the same). */
export const PageHeader = ({ section }: Props) => {
  const heading = usePageHeading();
  if (!heading) return null;
  const crumbs = [section, heading.parent].filter((crumb): crumb is { title: string; to: string } => Boolean(crumb));
  return (
    <div className="fl-page-header" data-testid="page-header">
      {crumbs.length > 0 && (
        <Breadcrumb
          items={crumbs.map((crumb) => ({ key: crumb.to, title: <Link to={crumb.to}>{crumb.title}</Link> }))}
          separator="/"
        />
      )}
      <Typography.Title level={1} className="fl-page-title" data-testid="page-title">
        {heading.title}
      </Typography.Title>
    </div>
  );
};
